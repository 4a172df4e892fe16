import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  // No column sorts from its header or menu: the buttons above the grid set the order,
  // through the sort model, which sorts non-sortable columns like any other.
  { field: 'dish', headerName: 'Dish', flex: 1, minWidth: 150, sortable: false },
  { field: 'calories', headerName: 'kcal', type: 'number', width: 90, sortable: false },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100, sortable: false },
];

const rows = [
  { id: 1, dish: 'Lentil soup', calories: 320, price: 6.5 },
  { id: 2, dish: 'Grilled halloumi salad', calories: 540, price: 11 },
  { id: 3, dish: 'Mushroom risotto', calories: 610, price: 13.5 },
  { id: 4, dish: 'Fruit salad', calories: 180, price: 5 },
];

const orders: Record<string, GridSortModel> = {
  menu: [],
  light: [{ field: 'calories', sort: 'asc' }],
  cheap: [{ field: 'price', sort: 'asc' }],
};

export default function SortNonSortable() {
  const [order, setOrder] = React.useState('light');

  return (
    <div style={{ height: 320 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={order}
        onChange={(_event, value: string | null) => value && setOrder(value)}
        aria-label="Order"
        style={{ marginBottom: 8 }}
      >
        <ToggleButton value="menu">Menu</ToggleButton>
        <ToggleButton value="light">Lightest</ToggleButton>
        <ToggleButton value="cheap">Cheapest</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 272 }}>
        <DataGrid rows={rows} columns={columns} sortModel={orders[order] ?? []} hideFooter />
      </div>
    </div>
  );
}
