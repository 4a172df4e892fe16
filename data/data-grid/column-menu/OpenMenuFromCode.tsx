import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, gridColumnMenuSelector, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'lake', headerName: 'Lake', flex: 1, minWidth: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'depth', headerName: 'Max depth (m)', type: 'number', width: 130 },
];

const rows = [
  { id: 1, lake: 'Baikal', country: 'Russia', depth: 1642 },
  { id: 2, lake: 'Tanganyika', country: 'Tanzania', depth: 1470 },
  { id: 3, lake: 'Ohrid', country: 'North Macedonia', depth: 288 },
  { id: 4, lake: 'Titicaca', country: 'Peru', depth: 281 },
];

export default function OpenMenuFromCode() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState('No menu opened yet.');

  return (
    <div style={{ height: 360, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Stack direction="row" spacing={1} style={{ height: 36 }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.showColumnMenu('depth')}>
          Open depth menu
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.toggleColumnMenu('country')}>
          Toggle country
        </Button>
      </Stack>
      <div style={{ height: 268 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          // The menu state tells which column's menu is open.
          onMenuOpen={() => setLog(`onMenuOpen: ${gridColumnMenuSelector(apiRef.current.state).field ?? '?'}`)}
          onMenuClose={() => setLog('onMenuClose')}
          onColumnHeaderContextMenu={(params, event) => {
            // A right-click on a header opens its column menu.
            event.preventDefault();
            apiRef.current.showColumnMenu(params.field);
          }}
        />
      </div>
      <code style={{ height: 40, fontSize: 13, overflow: 'auto' }}>{log}</code>
    </div>
  );
}
