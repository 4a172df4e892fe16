import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'account', headerName: 'Account', flex: 1, minWidth: 140 },
  { field: 'owner', headerName: 'Owner', width: 130, editable: true },
  { field: 'limit', headerName: 'Credit limit', type: 'number', width: 120, editable: true },
];

const rows = [
  { id: 1, account: 'Northwind Traders', owner: 'J. Alvarez', limit: 25000 },
  { id: 2, account: 'Blue Fern Studio', owner: 'K. Osei', limit: 8000 },
  { id: 3, account: 'Tall Pines Co-op', owner: 'M. Berg', limit: 12000 },
  { id: 4, account: 'Quayside Fish', owner: 'R. Patel', limit: 5000 },
];

// Credit limits are edited one at a time here: pasting can be switched off while
// copying (Ctrl+C) keeps working.
export default function DisableClipboardPaste() {
  const [pasteAllowed, setPasteAllowed] = React.useState(false);

  return (
    <div style={{ height: 330, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <FormControlLabel
        sx={{ height: 38, m: 0 }}
        control={<Switch checked={pasteAllowed} onChange={(event) => setPasteAllowed(event.target.checked)} />}
        label="Allow pasting"
      />
      <div style={{ height: 284 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          disableClipboardPaste={!pasteAllowed}
          hideFooter
        />
      </div>
    </div>
  );
}
