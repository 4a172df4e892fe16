import * as React from 'react';
import Chip from '@mui/material/Chip';
import {
  DataGridPro,
  GridToolbarContainer,
  GridToolbarFilterButton,
  useGridApiRef,
  type GridColDef,
  type GridFilterItem,
  type GridFilterModel,
} from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'recipe', headerName: 'Recipe', flex: 1, minWidth: 140 },
  { field: 'cuisine', headerName: 'Cuisine', type: 'singleSelect', valueOptions: ['Thai', 'Italian', 'Mexican', 'Indian'], width: 110 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
  { field: 'vegan', headerName: 'Vegan', type: 'boolean', width: 90 },
];

const rows = [
  { id: 1, recipe: 'Green curry', cuisine: 'Thai', minutes: 35, vegan: true },
  { id: 2, recipe: 'Risotto ai funghi', cuisine: 'Italian', minutes: 45, vegan: false },
  { id: 3, recipe: 'Black bean tacos', cuisine: 'Mexican', minutes: 20, vegan: true },
  { id: 4, recipe: 'Chana masala', cuisine: 'Indian', minutes: 40, vegan: true },
  { id: 5, recipe: 'Pad kra pao', cuisine: 'Thai', minutes: 15, vegan: false },
  { id: 6, recipe: 'Pasta e ceci', cuisine: 'Italian', minutes: 30, vegan: true },
];

// Read from the columns array: the grid's apiRef cannot be used while rendering.
const headerNames = Object.fromEntries(columns.map((column) => [column.field, column.headerName ?? column.field]));
const label = (item: GridFilterItem) => `${headerNames[item.field] ?? item.field} ${item.operator} ${String(item.value)}`;

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
    </GridToolbarContainer>
  );
}

export default function ActiveFilterChips() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridFilterModel>({
    items: [
      { id: 1, field: 'vegan', operator: 'is', value: true },
      { id: 2, field: 'minutes', operator: '<=', value: 35 },
    ],
  });

  // Items without a value do not filter anything, so they get no chip.
  const active = model.items.filter((item) => item.value !== undefined && item.value !== '');

  return (
    <div style={{ height: 420, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 40, display: 'flex', alignItems: 'center', gap: 8, overflowX: 'auto' }}>
        {active.length === 0 && <span style={{ fontSize: 14 }}>No filters: all recipes are shown.</span>}
        {active.map((item) => (
          <Chip key={item.id} label={label(item)} onDelete={() => apiRef.current.deleteFilterItem(item)} sx={{ flexShrink: 0 }} />
        ))}
      </div>
      <div style={{ height: 372 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          filterModel={model}
          onFilterModelChange={setModel}
          slots={{ toolbar: Toolbar }}
          hideFooter
        />
      </div>
    </div>
  );
}
