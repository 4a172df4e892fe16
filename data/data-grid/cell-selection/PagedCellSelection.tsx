import * as React from 'react';
import Button from '@mui/material/Button';
import {
  DataGridPremium,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  useGridApiRef,
  type GridCellSelectionModel,
  type GridColDef,
} from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', width: 110 },
  { field: 'temp', headerName: 'Temp (°C)', type: 'number', width: 100 },
  { field: 'wind', headerName: 'Wind (km/h)', type: 'number', width: 110 },
];

const rows = Array.from({ length: 15 }, (_, index) => ({
  id: index + 1,
  station: `Buoy ${String(index + 1).padStart(2, '0')}`,
  temp: 8 + ((index * 7) % 11),
  wind: 5 + ((index * 13) % 40),
}));

const countCells = (model: GridCellSelectionModel) =>
  Object.values(model).reduce((sum, fields) => sum + Object.values(fields).filter(Boolean).length, 0);

export default function PagedCellSelection() {
  const apiRef = useGridApiRef();
  const [total, setTotal] = React.useState(0);

  // A range can only be built from rows of the current page: take its first and last row.
  const selectTempOnPage = () => {
    const ids = gridPaginatedVisibleSortedGridRowIdsSelector(apiRef);
    const [first, last] = [ids[0], ids[ids.length - 1]];
    if (first !== undefined && last !== undefined) {
      // `true` keeps the cells selected on other pages.
      apiRef.current.selectCellRange({ id: first, field: 'temp' }, { id: last, field: 'temp' }, true);
    }
  };

  return (
    <div style={{ height: 420, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 40, display: 'grid', gridAutoFlow: 'column', gridAutoColumns: 'max-content', alignItems: 'center', gap: 8, overflowX: 'auto' }}>
        <Button size="small" variant="outlined" onClick={selectTempOnPage}>
          Add Temp of this page
        </Button>
        <Button size="small" onClick={() => apiRef.current.setCellSelectionModel({})}>
          Clear
        </Button>
        <span style={{ fontSize: 14 }}>{total} selected on all pages</span>
      </div>
      <div style={{ height: 372 }}>
        <DataGridPremium
          experimentalFeatures={{ ariaV8: true }}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          pagination
          pageSizeOptions={[5]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
          onCellSelectionModelChange={(model) => setTotal(countCells(model))}
        />
      </div>
    </div>
  );
}
