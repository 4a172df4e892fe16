import * as React from 'react';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'peak', headerName: 'Peak', flex: 1, minWidth: 130 },
  { field: 'range', headerName: 'Range', width: 110 },
  { field: 'height', headerName: 'Height (m)', type: 'number', width: 110 },
];

const rows = [
  { id: 1, peak: 'Aconcagua', range: 'Andes', height: 6961 },
  { id: 2, peak: 'Denali', range: 'Alaska', height: 6190 },
  { id: 3, peak: 'Kilimanjaro', range: 'Kilimanjaro', height: 5895 },
  { id: 4, peak: 'Elbrus', range: 'Caucasus', height: 5642 },
  { id: 5, peak: 'Mont Blanc', range: 'Alps', height: 4806 },
  { id: 6, peak: 'Kosciuszko', range: 'Snowy Mts', height: 2228 },
];

export default function ModelsAtAGlance() {
  // Four controlled models: the grid reports each change, the component stores it.
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'height', sort: 'desc' }]);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 5 });
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);

  const models = { sortModel, filterModel, paginationModel, rowSelectionModel: selection };

  return (
    <div style={{ height: 520, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 372 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[5, 10]}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </div>
      <pre style={{ margin: 0, height: 140, overflow: 'auto', fontSize: 12, lineHeight: '17px' }}>
        {Object.entries(models)
          .map(([name, value]) => `${name}: ${JSON.stringify(value)}`)
          .join('\n')}
      </pre>
    </div>
  );
}
