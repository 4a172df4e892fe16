import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 150 },
  { field: 'director', headerName: 'Director', width: 150 },
  { field: 'year', headerName: 'Year', width: 80 },
  { field: 'runtime', headerName: 'Runtime (min)', type: 'number', width: 130 },
  { field: 'language', headerName: 'Language', width: 110 },
];

const rows = [
  { id: 1, title: 'Stalker', director: 'Andrei Tarkovsky', year: 1979, runtime: 161, language: 'Russian' },
  { id: 2, title: 'Cléo from 5 to 7', director: 'Agnès Varda', year: 1962, runtime: 90, language: 'French' },
  { id: 3, title: 'Tokyo Story', director: 'Yasujirō Ozu', year: 1953, runtime: 136, language: 'Japanese' },
  { id: 4, title: 'Close-Up', director: 'Abbas Kiarostami', year: 1990, runtime: 98, language: 'Persian' },
];

// The ID column never appears in the panel, so users can neither hide nor show it there.
const getTogglableColumns = (cols: GridColDef[]) => cols.filter((col) => col.field !== 'id').map((col) => col.field);

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
    </GridToolbarContainer>
  );
}

export default function ManagementPanelOptions() {
  const apiRef = useGridApiRef();

  return (
    <div style={{ height: 380, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Stack direction="row" spacing={1} style={{ height: 36 }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setColumnVisibility('director', false)}>
          Hide director
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setColumnVisibility('director', true)}>
          Show director
        </Button>
      </Stack>
      <div style={{ height: 336 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ columns: { columnVisibilityModel: { id: false, language: false } } }}
          slots={{ toolbar: Toolbar }}
          slotProps={{ columnsManagement: { sort: 'asc', getTogglableColumns, disableResetButton: true } }}
          hideFooter
        />
      </div>
    </div>
  );
}
