import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Line {
  id: number;
  product: string;
  quantity: number;
}

const orders: Record<string, Line[]> = {
  'A-1041': [
    { id: 1, product: 'Espresso beans, 1 kg', quantity: 2 },
    { id: 2, product: 'Paper filters', quantity: 1 },
  ],
  'A-1042': [
    { id: 1, product: 'Green tea, loose', quantity: 3 },
    { id: 2, product: 'Teapot, cast iron', quantity: 1 },
    { id: 3, product: 'Tea strainer', quantity: 2 },
    { id: 4, product: 'Honey, 500 g', quantity: 1 },
  ],
  'A-1043': [
    { id: 1, product: 'Hand grinder', quantity: 1 },
    { id: 2, product: 'Milk frother', quantity: 1 },
    { id: 3, product: 'Cups, set of 4', quantity: 2 },
    { id: 4, product: 'Decaf beans, 250 g', quantity: 4 },
    { id: 5, product: 'Descaler', quantity: 1 },
    { id: 6, product: 'Cleaning brush', quantity: 1 },
  ],
};

const columns: GridColDef<Line>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
];

export default function OrderLines() {
  const [order, setOrder] = React.useState('A-1042');

  return (
    // The outer box reserves the space of the longest order, so the page below never moves.
    <div style={{ height: 304 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={order}
        onChange={(_event, value: string | null) => value && setOrder(value)}
        aria-label="Order"
        style={{ marginBottom: 8 }}
      >
        {Object.keys(orders).map((key) => (
          <ToggleButton key={key} value={key}>
            {key}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* A flex column without a height: the grid is exactly as tall as its header, rows and footer. */}
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <DataGrid rows={orders[order]} columns={columns} density="compact" hideFooter />
      </div>
    </div>
  );
}
