import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  useGridApiRef,
  type GridColDef,
  type GridInitialState,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', width: 160 },
  { field: 'artist', headerName: 'Artist', width: 140 },
  { field: 'year', headerName: 'Year', width: 80 },
  { field: 'label', headerName: 'Label', width: 120 },
];

const rows = [
  { id: 1, title: 'Kind of Blue', artist: 'Miles Davis', year: 1959, label: 'Columbia' },
  { id: 2, title: 'Blue Train', artist: 'John Coltrane', year: 1958, label: 'Blue Note' },
  { id: 3, title: 'Mingus Ah Um', artist: 'Charles Mingus', year: 1959, label: 'Columbia' },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
    </GridToolbarContainer>
  );
}

export default function SavedLayout() {
  const apiRef = useGridApiRef();
  // A real app would keep this in localStorage or a user profile.
  const [saved, setSaved] = React.useState<GridInitialState | null>(null);

  const save = () => {
    // Only the columns part: visibility, order and the widths of resized columns.
    const { columns: columnsState } = apiRef.current.exportState();
    setSaved({ columns: columnsState });
  };

  return (
    <div style={{ height: 360, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Stack direction="row" spacing={1} style={{ height: 36 }}>
        <Button size="small" variant="outlined" onClick={save}>
          Save layout
        </Button>
        <Button size="small" variant="outlined" disabled={!saved} onClick={() => saved && apiRef.current.restoreState(saved)}>
          Restore layout
        </Button>
      </Stack>
      <div style={{ height: 272 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} slots={{ toolbar: Toolbar }} hideFooter />
      </div>
      <code style={{ height: 36, fontSize: 12, overflow: 'auto', whiteSpace: 'nowrap' }}>
        {saved ? JSON.stringify(saved.columns) : 'Resize or hide a column, then save.'}
      </code>
    </div>
  );
}
