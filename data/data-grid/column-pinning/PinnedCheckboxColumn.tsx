import * as React from 'react';
import {
  DataGridPro,
  GRID_CHECKBOX_SELECTION_FIELD,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'invoice', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', width: 170 },
  { field: 'issued', headerName: 'Issued', width: 120 },
  { field: 'due', headerName: 'Due', width: 120 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 130 },
  { field: 'status', headerName: 'Status', width: 110 },
];

const rows = [
  { id: 1, invoice: 'F-2041', client: 'Brasserie Lumière', issued: '2024-04-02', due: '2024-05-02', amount: 1840, status: 'Open' },
  { id: 2, invoice: 'F-2042', client: 'Nordic Timber', issued: '2024-04-05', due: '2024-05-05', amount: 9320, status: 'Overdue' },
  { id: 3, invoice: 'F-2043', client: 'Atelier Sato', issued: '2024-04-09', due: '2024-05-09', amount: 615, status: 'Open' },
  { id: 4, invoice: 'F-2044', client: 'Kiln & Co', issued: '2024-04-11', due: '2024-05-11', amount: 2475, status: 'Paid' },
];

export default function PinnedCheckboxColumn() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);

  return (
    <div style={{ height: 330, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 290 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          // The checkboxes and the invoice number stay at the left edge while the rest scrolls.
          initialState={{ pinnedColumns: { left: [GRID_CHECKBOX_SELECTION_FIELD, 'invoice'] } }}
          hideFooter
        />
      </div>
      <div role="status" style={{ height: 32, fontSize: 14, lineHeight: '32px' }}>
        {selection.length === 0 ? 'No invoice selected' : `${selection.length} invoice(s) selected`}
      </div>
    </div>
  );
}
