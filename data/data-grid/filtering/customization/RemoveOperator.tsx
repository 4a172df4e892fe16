import * as React from 'react';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarFilterButton,
  getGridNumericOperators,
  type GridColDef,
} from '@mui/x-data-grid';

// Every order has a quantity, so "is empty" and "is not empty" could only confuse.
const quantityOperators = getGridNumericOperators().filter(
  (operator) => operator.value !== 'isEmpty' && operator.value !== 'isNotEmpty',
);

const columns: GridColDef[] = [
  { field: 'order', headerName: 'Order', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110, filterOperators: quantityOperators },
];

const rows = [
  { id: 1, order: 'PO-71', product: 'Oak planks', quantity: 120 },
  { id: 2, order: 'PO-72', product: 'Wood glue, 1 l', quantity: 8 },
  { id: 3, order: 'PO-73', product: 'Hinges, brass', quantity: 240 },
  { id: 4, order: 'PO-74', product: 'Sandpaper, P120', quantity: 50 },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
    </GridToolbarContainer>
  );
}

export default function RemoveOperator() {
  return (
    <div style={{ height: 320 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: Toolbar }}
        initialState={{ filter: { filterModel: { items: [{ field: 'quantity', operator: '>', value: 40 }] } } }}
        hideFooter
      />
    </div>
  );
}
