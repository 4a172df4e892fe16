import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridToolbar, useGridApiRef, type GridColDef, type GridInitialState } from '@mui/x-data-grid';

const STORAGE_KEY = 'mui-x-docs:state-demo:v1';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Book', flex: 1, minWidth: 150 },
  { field: 'borrower', headerName: 'Borrower', width: 130 },
  { field: 'due', headerName: 'Due in (days)', type: 'number', width: 130 },
];

const rows = [
  { id: 1, title: 'Middlemarch', borrower: 'R. Osei', due: 3 },
  { id: 2, title: 'Pedro Páramo', borrower: 'L. Varga', due: -2 },
  { id: 3, title: 'The Tale of Genji', borrower: 'M. Ito', due: 12 },
  { id: 4, title: 'Things Fall Apart', borrower: 'A. Duarte', due: 0 },
  { id: 5, title: 'The Master and Margarita', borrower: 'K. Lind', due: 7 },
  { id: 6, title: 'Season of Migration', borrower: 'N. Haddad', due: -5 },
];

function readSaved(): GridInitialState | undefined {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    return saved ? (JSON.parse(saved) as GridInitialState) : undefined;
  } catch {
    // Storage can be unavailable (private mode, blocked cookies) or hold a broken value.
    return undefined;
  }
}

// One mount of the grid: reads the saved view once, and saves it whenever the user
// changes one of its models.
function PersistentGrid() {
  const apiRef = useGridApiRef();
  const [initialState] = React.useState(readSaved);

  const save = React.useCallback(() => {
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(apiRef.current.exportState()));
    } catch {
      // Nothing to do: the view is simply not remembered.
    }
  }, [apiRef]);

  return (
    <DataGrid
      apiRef={apiRef}
      rows={rows}
      columns={columns}
      initialState={initialState}
      onSortModelChange={save}
      onFilterModelChange={save}
      onColumnVisibilityModelChange={save}
      onColumnOrderChange={save}
      onColumnWidthChange={save}
      onDensityChange={save}
      slots={{ toolbar: GridToolbar }}
      hideFooter
    />
  );
}

export default function LocalStorageState() {
  // A new key mounts a fresh grid, as a page reload would.
  const [mount, setMount] = React.useState(0);

  return (
    <div style={{ height: 420, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Stack direction="row" spacing={1} sx={{ height: 32 }}>
        <Button size="small" variant="outlined" onClick={() => setMount((count) => count + 1)}>
          Remount the grid
        </Button>
        <Button
          size="small"
          onClick={() => {
            window.localStorage.removeItem(STORAGE_KEY);
            setMount((count) => count + 1);
          }}
        >
          Forget the saved view
        </Button>
      </Stack>
      <div style={{ height: 380 }}>
        <PersistentGrid key={mount} />
      </div>
    </div>
  );
}
