import * as React from 'react';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 130, hideable: false },
  { field: 'email', headerName: 'Email', width: 200 },
  { field: 'phone', headerName: 'Phone', width: 130 },
  { field: 'team', headerName: 'Team', width: 110 },
];

const rows = [
  { id: 1, name: 'Nadia Rahman', email: 'nadia@example.com', phone: '555-0101', team: 'Sales' },
  { id: 2, name: 'Oskar Berg', email: 'oskar@example.com', phone: '555-0132', team: 'Support' },
  { id: 3, name: 'Lin Wei', email: 'lin@example.com', phone: '555-0178', team: 'Sales' },
];

export default function ControlledVisibility() {
  // The app owns the model: store it anywhere (a user profile, the URL) and it comes back as is.
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({ phone: false });

  return (
    <div style={{ height: 300, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 240 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={(next) => setModel(next)}
          hideFooter
        />
      </div>
      <pre style={{ margin: 0, height: 52, overflow: 'auto', fontSize: 13, whiteSpace: 'pre-wrap' }}>
        <code>columnVisibilityModel: {JSON.stringify(model)}</code>
      </pre>
    </div>
  );
}
