import * as React from 'react';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

type Status = 'Draft' | 'Sent' | 'Paid';

interface Invoice {
  id: number;
  client: string;
  amount: number;
  status: Status;
  note: string;
}

const columns: GridColDef<Invoice>[] = [
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 140, editable: true },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 110, editable: true },
  { field: 'status', headerName: 'Status', width: 90 },
  { field: 'note', headerName: 'Internal note', width: 180, editable: true },
];

const rows: Invoice[] = [
  { id: 1, client: 'Harbour Bakery', amount: 420, status: 'Draft', note: '' },
  { id: 2, client: 'Kite & Co', amount: 1280, status: 'Sent', note: 'Reminder on the 15th' },
  { id: 3, client: 'Nordlys Studio', amount: 760, status: 'Paid', note: 'Paid by transfer' },
  { id: 4, client: 'Calle Ocho Café', amount: 95, status: 'Draft', note: '' },
  { id: 5, client: 'Pine Ridge Farm', amount: 2310, status: 'Sent', note: '' },
];

// Drafts are fully editable, sent invoices only accept a note, paid ones are frozen.
// The column must still be `editable: true`: this callback can only take editing away.
function isCellEditable(params: GridCellParams<Invoice>) {
  if (params.row.status === 'Draft') {
    return true;
  }
  return params.row.status === 'Sent' && params.field === 'note';
}

export default function EditableByStatus() {
  return (
    <div style={{ height: 340 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        isCellEditable={isCellEditable}
        hideFooter
        sx={{
          // The grid adds this class to every cell that can currently be edited.
          '& .MuiDataGrid-cell--editable': { bgcolor: 'rgba(25, 118, 210, 0.08)' },
        }}
      />
    </div>
  );
}
