import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridFooterContainer,
  GridOverlay,
  selectedGridRowsCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

interface Subscriber {
  id: number;
  email: string;
}

const SUBSCRIBERS: Subscriber[] = [
  { id: 1, email: 'ada@example.com' },
  { id: 2, email: 'grace@example.com' },
  { id: 3, email: 'alan@example.com' },
  { id: 4, email: 'katherine@example.com' },
];

// Rendered inside the grid, so it can read the grid's state with its hooks.
function SelectionFooter() {
  const apiRef = useGridApiContext();
  const selectedCount = useGridSelector(apiRef, selectedGridRowsCountSelector);

  return (
    <GridFooterContainer>
      <Box sx={{ px: 2 }}>{selectedCount === 0 ? 'No rows selected' : `${selectedCount} selected`}</Box>
    </GridFooterContainer>
  );
}

function NoSubscribers() {
  return <GridOverlay>The list is empty.</GridOverlay>;
}

const columns: GridColDef[] = [{ field: 'email', headerName: 'Email', width: 240 }];

export default function SubscriberList() {
  const [rows, setRows] = React.useState(SUBSCRIBERS);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);

  const removeSelected = () => {
    setRows((previous) => previous.filter((row) => !selection.includes(row.id)));
    setSelection([]);
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" disabled={selection.length === 0} onClick={removeSelected}>
          Remove selected
        </Button>
        <Button size="small" onClick={() => setRows(SUBSCRIBERS)}>
          Restore the list
        </Button>
      </Stack>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          slots={{ footer: SelectionFooter, noRowsOverlay: NoSubscribers }}
        />
      </div>
    </Stack>
  );
}
