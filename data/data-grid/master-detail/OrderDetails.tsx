import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { DataGridPro, GRID_DETAIL_PANEL_TOGGLE_COL_DEF, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';

interface Line {
  product: string;
  qty: number;
  unitPrice: number;
}

interface Order {
  id: number;
  customer: string;
  city: string;
  lines: Line[];
}

const rows: Order[] = [
  { id: 1041, customer: 'Café Lumen', city: 'Porto', lines: [{ product: 'Espresso beans, 1 kg', qty: 6, unitPrice: 24 }, { product: 'Oat milk, 12 pack', qty: 2, unitPrice: 19 }] },
  { id: 1042, customer: 'Bakehouse Nord', city: 'Aarhus', lines: [{ product: 'Rye flour, 25 kg', qty: 3, unitPrice: 31 }] },
  { id: 1043, customer: 'Green Fork', city: 'Ghent', lines: [] },
  { id: 1044, customer: 'Tea Atelier', city: 'Lille', lines: [{ product: 'Sencha, 500 g', qty: 4, unitPrice: 17 }, { product: 'Glass teapot', qty: 2, unitPrice: 28 }, { product: 'Paper filters', qty: 10, unitPrice: 3 }] },
];

const total = (order: Order) => order.lines.reduce((sum, line) => sum + line.qty * line.unitPrice, 0);

const columns: GridColDef<Order>[] = [
  // Listed here only for its header: the built-in one is a plain div with an aria-label,
  // which names nothing. This one gives the column a name that screen readers announce.
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Details',
    renderHeader: ({ colDef }) => <span style={visuallyHidden}>{colDef.headerName}</span>,
  },
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 110, valueGetter: (_v, row) => total(row) },
];

// Defined outside the component, so the grid does not recompute every panel on each render.
function getDetailPanelContent({ row }: GridRowParams<Order>) {
  if (row.lines.length === 0) {
    return null; // No lines: the toggle for this row is disabled.
  }
  return (
    <Box sx={{ py: 1.5, px: 7 }}>
      <Typography variant="subtitle2" component="p">
        Order lines
      </Typography>
      {row.lines.map((line) => (
        <Typography key={line.product} variant="body2">
          {line.qty} × {line.product} at €{line.unitPrice}
        </Typography>
      ))}
    </Box>
  );
}

const getDetailPanelHeight = () => 'auto' as const;

export default function OrderDetails() {
  return (
    <div style={{ height: 420 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: [1044] } }}
        hideFooter
      />
    </div>
  );
}
