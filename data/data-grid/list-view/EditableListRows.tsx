import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPro, useGridApiRef, type GridColDef, type GridListColDef } from '@mui/x-data-grid-pro';

interface Visit {
  id: number;
  patient: string;
  time: string;
  room: string;
}

const initialRows: Visit[] = [
  { id: 1, patient: 'Noor Haddad', time: '09:00', room: 'Room 2' },
  { id: 2, patient: 'Jakob Berger', time: '09:30', room: 'Room 1' },
  { id: 3, patient: 'Aiko Tanaka', time: '10:15', room: 'Room 3' },
  { id: 4, patient: 'Samuel Osei', time: '11:00', room: 'Room 2' },
];

const rooms = ['Room 1', 'Room 2', 'Room 3'];

const columns: GridColDef<Visit>[] = [
  { field: 'patient', headerName: 'Patient' },
  { field: 'time', headerName: 'Time' },
  { field: 'room', headerName: 'Room' },
];

// The list column has no `editable`: each card gets an Edit button that opens a form,
// and the form writes the row back with apiRef.current.updateRows.
export default function EditableListRows() {
  const apiRef = useGridApiRef();
  const [editing, setEditing] = React.useState<Visit | null>(null);

  const listColumn: GridListColDef<Visit> = React.useMemo(
    () => ({
      field: 'card',
      renderCell: ({ row }) => (
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', height: '100%', gap: 1 }}>
          <div style={{ lineHeight: 1.3, minWidth: 0 }}>
            <div style={{ fontWeight: 600 }}>{row.patient}</div>
            <div style={{ fontSize: 13, opacity: 0.75 }}>
              {row.time} · {row.room}
            </div>
          </div>
          <Button size="small" variant="outlined" onClick={() => setEditing(row)} aria-label={`Edit the visit of ${row.patient}`}>
            Edit
          </Button>
        </Stack>
      ),
    }),
    [],
  );

  const save = () => {
    if (editing) apiRef.current.updateRows([editing]);
    setEditing(null);
  };

  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={initialRows}
        columns={columns}
        unstable_listView
        unstable_listColumn={listColumn}
        rowHeight={64}
        hideFooter
      />
      <Dialog open={editing !== null} onClose={() => setEditing(null)} fullWidth maxWidth="xs">
        <DialogTitle>Edit visit</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Patient"
              value={editing?.patient ?? ''}
              onChange={(event) => setEditing((current) => current && { ...current, patient: event.target.value })}
            />
            <TextField
              label="Time"
              type="time"
              value={editing?.time ?? ''}
              onChange={(event) => setEditing((current) => current && { ...current, time: event.target.value })}
            />
            <TextField
              select
              label="Room"
              value={editing?.room ?? ''}
              onChange={(event) => setEditing((current) => current && { ...current, room: event.target.value })}
            >
              {rooms.map((room) => (
                <MenuItem key={room} value={room}>
                  {room}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(null)}>Cancel</Button>
          <Button onClick={save} variant="contained" disabled={!editing?.patient.trim()}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
