import * as React from 'react';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarFilterButton,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'plant', headerName: 'Plant', flex: 1, minWidth: 150 },
  { field: 'light', headerName: 'Light', type: 'singleSelect', valueOptions: ['Full sun', 'Partial shade', 'Shade'], width: 140 },
  {
    field: 'height',
    headerName: 'Height (cm)',
    type: 'number',
    width: 130,
    // Only "greater than" and "less than" make sense for this column.
    filterOperators: getGridNumericOperators().filter((operator) => ['>', '<'].includes(operator.value)),
  },
  { field: 'evergreen', headerName: 'Evergreen', type: 'boolean', width: 110 },
];

const rows = [
  { id: 1, plant: 'Lavender', light: 'Full sun', height: 60, evergreen: true },
  { id: 2, plant: 'Hosta', light: 'Shade', height: 45, evergreen: false },
  { id: 3, plant: 'Rosemary', light: 'Full sun', height: 120, evergreen: true },
  { id: 4, plant: 'Foxglove', light: 'Partial shade', height: 150, evergreen: false },
  { id: 5, plant: 'Thyme', light: 'Full sun', height: 25, evergreen: true },
  { id: 6, plant: 'Hellebore', light: 'Partial shade', height: 40, evergreen: true },
];

function FilterToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
    </GridToolbarContainer>
  );
}

export default function PlantFilter() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'light', operator: 'is', value: 'Full sun' }],
  });

  return (
    <div style={{ height: 420, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 372 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          slots={{ toolbar: FilterToolbar }}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          hideFooter
        />
      </div>
      <div style={{ height: 40, overflow: 'auto', whiteSpace: 'nowrap', fontSize: 13, lineHeight: '40px' }}>
        <code>items: {JSON.stringify(filterModel.items.map(({ field, operator, value }) => ({ field, operator, value })))}</code>
      </div>
    </div>
  );
}
