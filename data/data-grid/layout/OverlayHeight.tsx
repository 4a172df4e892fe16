import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'ticket', headerName: 'Ticket', width: 100 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 140 },
];

export default function OverlayHeight() {
  const [tall, setTall] = React.useState(true);

  return (
    <div style={{ height: 300 }}>
      <FormControlLabel
        style={{ height: 42, margin: 0 }}
        label="Overlay height 200px"
        control={<Switch checked={tall} onChange={(event) => setTall(event.target.checked)} />}
      />
      {/* A growing grid with no rows only has room for its overlay: the CSS variable sets that room. */}
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <DataGrid
          rows={[]}
          columns={columns}
          hideFooter
          sx={tall ? { '--DataGrid-overlayHeight': '200px' } : undefined}
        />
      </div>
    </div>
  );
}
