import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/Inbox';
import { DataGrid, GridOverlay, useGridApiContext, type GridColDef } from '@mui/x-data-grid';

// Rendered inside the grid, so it can reach the grid's API through the context.
function NoInvoicesOverlay() {
  const apiRef = useGridApiContext();
  const addExample = () => {
    apiRef.current.updateRows([{ id: 1, number: 'INV-0001', client: 'Example client', amount: 250 }]);
  };

  return (
    // The overlay sits inside the grid (role="grid"), where assistive technology expects rows
    // and cells only: one row with one cell holds the message and the button.
    <GridOverlay role="row">
      <Stack role="gridcell" alignItems="center" spacing={1} sx={{ color: 'text.secondary' }}>
        <InboxIcon fontSize="large" />
        <Typography variant="body2">No invoices yet</Typography>
        <Button size="small" variant="outlined" onClick={addExample}>
          Add an example
        </Button>
      </Stack>
    </GridOverlay>
  );
}

const columns: GridColDef[] = [
  { field: 'number', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 130 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 110 },
];

// A stable empty array: a new [] on each render would reset rows added by updateRows.
const noRows: never[] = [];

export default function EmptyStateOverlay() {
  return (
    <div style={{ height: 300 }}>
      <DataGrid rows={noRows} columns={columns} slots={{ noRowsOverlay: NoInvoicesOverlay }} hideFooter />
    </div>
  );
}
