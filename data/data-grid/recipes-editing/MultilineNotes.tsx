import * as React from 'react';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import InputBase from '@mui/material/InputBase';
import { DataGrid, useGridApiContext, type GridColDef, type GridRenderEditCellParams } from '@mui/x-data-grid';

// Edits in a larger text area floating over the cell; the cell itself keeps its height.
function NotesEditCell({ id, field, value, colDef }: GridRenderEditCellParams<Visit, string>) {
  const apiRef = useGridApiContext();
  const [anchor, setAnchor] = React.useState<HTMLDivElement | null>(null);

  const handleKeyDown = (event: React.KeyboardEvent) => {
    // Shift+Enter adds a line; the grid must not treat it as "commit".
    if (event.key === 'Enter' && event.shiftKey) {
      event.stopPropagation();
    }
  };

  return (
    <div ref={setAnchor} style={{ height: '100%', width: colDef.computedWidth }}>
      {anchor && (
        <Popper open anchorEl={anchor} placement="bottom-start" style={{ zIndex: 1300 }}>
          <Paper elevation={3} sx={{ width: colDef.computedWidth, p: 1 }}>
            <InputBase
              multiline
              minRows={4}
              fullWidth
              value={value ?? ''}
              // The editor only exists while the cell is in edit mode, so it can take focus on mount.
              autoFocus
              onFocus={(event) => event.target.setSelectionRange(event.target.value.length, event.target.value.length)}
              onKeyDown={handleKeyDown}
              onChange={(event) => apiRef.current.setEditCellValue({ id, field, value: event.target.value }, event)}
            />
          </Paper>
        </Popper>
      )}
    </div>
  );
}

interface Visit {
  id: number;
  patient: string;
  notes: string;
}

const columns: GridColDef<Visit>[] = [
  { field: 'patient', headerName: 'Patient', width: 130 },
  {
    field: 'notes',
    headerName: 'Notes (Shift+Enter for a new line)',
    flex: 1,
    minWidth: 220,
    editable: true,
    renderEditCell: (params) => <NotesEditCell {...params} />,
    // Show the text on one line in view mode; the line breaks stay in the value.
    valueFormatter: (value?: string) => value?.replace(/\n/g, ' ⏎ '),
  },
];

const rows: Visit[] = [
  { id: 1, patient: 'R. Alvarez', notes: 'Follow-up in two weeks.\nBring previous X-rays.' },
  { id: 2, patient: 'S. Nakamura', notes: 'Allergic to penicillin.' },
  { id: 3, patient: 'T. Mensah', notes: '' },
];

export default function MultilineNotes() {
  return (
    <div style={{ height: 340 }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
