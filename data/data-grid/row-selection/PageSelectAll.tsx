import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'email', headerName: 'Subscriber', flex: 1, minWidth: 170 },
  { field: 'plan', headerName: 'Plan', width: 90 },
];

const plans = ['Free', 'Plus', 'Team'];
const rows = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  email: `reader${String(index + 1).padStart(2, '0')}@example.org`,
  plan: plans[index % 3],
}));

export default function PageSelectAll() {
  const [visibleOnly, setVisibleOnly] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);

  return (
    <div style={{ height: 440, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 40, display: 'flex', alignItems: 'center', gap: 16, whiteSpace: 'nowrap', overflowX: 'auto' }}>
        <FormControlLabel
          sx={{ m: 0 }}
          control={<Switch checked={visibleOnly} onChange={(event) => setVisibleOnly(event.target.checked)} />}
          label="Current page only"
        />
        <span style={{ fontSize: 14 }}>{selection.length} selected</span>
      </div>
      <div style={{ height: 392 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          checkboxSelection
          // The header checkbox then selects the rows of the page on screen.
          checkboxSelectionVisibleOnly={visibleOnly}
          pagination
          pageSizeOptions={[5]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </div>
    </div>
  );
}
