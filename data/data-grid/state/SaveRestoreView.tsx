import * as React from 'react';
import Button from '@mui/material/Button';
import { DataGrid, GridToolbar, useGridApiRef, type GridColDef, type GridInitialState } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Film', flex: 1, minWidth: 150 },
  { field: 'director', headerName: 'Director', width: 150 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
];

const rows = [
  { id: 1, title: 'Tokyo Story', director: 'Yasujirō Ozu', country: 'Japan', year: 1953, minutes: 136 },
  { id: 2, title: 'Cléo from 5 to 7', director: 'Agnès Varda', country: 'France', year: 1962, minutes: 90 },
  { id: 3, title: 'Black Girl', director: 'Ousmane Sembène', country: 'Senegal', year: 1966, minutes: 65 },
  { id: 4, title: 'Stalker', director: 'Andrei Tarkovsky', country: 'USSR', year: 1979, minutes: 162 },
  { id: 5, title: 'Close-Up', director: 'Abbas Kiarostami', country: 'Iran', year: 1990, minutes: 98 },
  { id: 6, title: 'Yi Yi', director: 'Edward Yang', country: 'Taiwan', year: 2000, minutes: 173 },
  { id: 7, title: 'Central Station', director: 'Walter Salles', country: 'Brazil', year: 1998, minutes: 110 },
];

export default function SaveRestoreView() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState<GridInitialState | null>(null);

  return (
    <div style={{ height: 500, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 36, display: 'flex', gap: 8 }}>
        {/* exportOnlyDirtyModels: keep only what was set or changed, for a shorter saved object. */}
        <Button size="small" variant="outlined" onClick={() => setSaved(apiRef.current.exportState({ exportOnlyDirtyModels: true }))}>
          Save view
        </Button>
        <Button size="small" variant="outlined" disabled={!saved} onClick={() => saved && apiRef.current.restoreState(saved)}>
          Restore view
        </Button>
      </div>
      <div style={{ height: 352 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          slots={{ toolbar: GridToolbar }}
          initialState={{ sorting: { sortModel: [{ field: 'year', sort: 'asc' }] } }}
          hideFooter
        />
      </div>
      <pre style={{ margin: 0, height: 96, overflow: 'auto', fontSize: 12, lineHeight: '16px' }}>
        <code>{saved ? JSON.stringify(saved, null, 1) : 'Nothing saved yet. Sort, filter, hide or resize columns, then save.'}</code>
      </pre>
    </div>
  );
}
