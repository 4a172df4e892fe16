import * as React from 'react';
import { DataGrid, GridToolbarContainer, GridToolbarExport, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'invoice', headerName: 'Invoice', width: 120 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
];

const rows = [
  { id: 1, invoice: 'INV-2041', client: 'Atelier Moreau', amount: 1840, status: 'Paid' },
  { id: 2, invoice: 'INV-2042', client: 'Brightwater Ltd', amount: 560.4, status: 'Overdue' },
  { id: 3, invoice: 'INV-2043', client: 'Kobayashi Design', amount: 2210, status: 'Sent' },
  { id: 4, invoice: 'INV-2044', client: 'Nørre Bakery', amount: 318.75, status: 'Paid' },
];

// Accounting wants files, not paper: the print entry is removed from the Export menu.
function InvoicesToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarExport csvOptions={{ fileName: 'invoices' }} printOptions={{ disableToolbarButton: true }} />
    </GridToolbarContainer>
  );
}

export default function ExportDisabledFormat() {
  return (
    <div style={{ height: 310, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: InvoicesToolbar }} hideFooter />
    </div>
  );
}
