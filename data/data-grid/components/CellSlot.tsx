import * as React from 'react';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'ticket', headerName: 'Ticket', width: 90 },
  { field: 'summary', headerName: 'Summary', flex: 1, minWidth: 160 },
  { field: 'reporter', headerName: 'Reporter', width: 120 },
];

const rows = [
  { id: 1, ticket: 'SUP-81', summary: 'Invoice PDF shows the old company address after the move in March', reporter: 'H. Varga' },
  { id: 2, ticket: 'SUP-82', summary: 'Password reset email lands in spam for Outlook users', reporter: 'D. Mensah' },
  { id: 3, ticket: 'SUP-83', summary: 'Export to CSV drops the accents in customer names', reporter: 'A. Costa' },
];

// Every cell gets the same handlers through slotProps.cell; the cell element carries its
// column in data-field and its row in the row element's data-id.
export default function CellSlot() {
  const [readout, setReadout] = React.useState('Point at a cell or move through them with the arrow keys.');

  const show = (event: React.SyntheticEvent<Element>) => {
    const cell = event.currentTarget;
    const field = cell.getAttribute('data-field');
    const rowId = cell.closest<HTMLElement>('[data-id]')?.dataset.id;
    const row = rows.find((candidate) => String(candidate.id) === rowId);
    if (field && row && field in row) {
      setReadout(`${row.ticket} · ${field}: ${String(row[field as keyof typeof row])}`);
    }
  };

  return (
    <div style={{ height: 310, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 250 }}>
        <DataGrid rows={rows} columns={columns} slotProps={{ cell: { onMouseEnter: show, onFocus: show } }} hideFooter />
      </div>
      <Typography role="status" variant="body2" sx={{ height: 52, overflow: 'auto' }}>
        {readout}
      </Typography>
    </div>
  );
}
