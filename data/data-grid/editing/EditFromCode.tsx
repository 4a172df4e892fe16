import * as React from 'react';
import Button from '@mui/material/Button';
import {
  DataGrid,
  GridRowEditStopReasons,
  GridRowModes,
  useGridApiRef,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';

interface Task {
  id: number;
  task: string;
  owner: string;
  done: boolean;
}

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 150, editable: true },
  { field: 'owner', headerName: 'Owner', width: 120, editable: true },
  { field: 'done', headerName: 'Done', type: 'boolean', width: 80, editable: true },
];

const rows: Task[] = [
  { id: 1, task: 'Book the venue', owner: 'Lena', done: true },
  { id: 2, task: 'Send invitations', owner: '', done: false },
  { id: 3, task: 'Order catering', owner: 'Omar', done: false },
  { id: 4, task: 'Print name badges', owner: '', done: false },
];

export default function EditFromCode() {
  const apiRef = useGridApiRef();
  const [editingId, setEditingId] = React.useState<GridRowId | null>(null);

  // Opens the first row without an owner and puts the cursor in the Owner cell.
  const editNextUnassigned = () => {
    const next = apiRef.current.getSortedRows().find((row) => !row.owner);
    if (next && apiRef.current.getRowMode(next.id) === GridRowModes.View) {
      apiRef.current.startRowEditMode({ id: next.id, fieldToFocus: 'owner' });
    }
  };

  const assignToMe = () => {
    if (editingId !== null) {
      // Changes the value shown in the editor; nothing is saved until the row stops editing.
      apiRef.current.setEditCellValue({ id: editingId, field: 'owner', value: 'Me' });
    }
  };

  const stop = (ignoreModifications: boolean) => {
    if (editingId !== null) {
      apiRef.current.stopRowEditMode({ id: editingId, ignoreModifications });
    }
  };

  return (
    <div style={{ height: 340, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 40, display: 'grid', gridAutoFlow: 'column', gridAutoColumns: 'max-content', alignItems: 'center', gap: 8, overflowX: 'auto' }}>
        <Button size="small" variant="outlined" disabled={editingId !== null} onClick={editNextUnassigned}>
          Edit next unassigned
        </Button>
        <Button size="small" disabled={editingId === null} onClick={assignToMe}>
          Assign to me
        </Button>
        <Button size="small" variant="contained" disabled={editingId === null} onClick={() => stop(false)}>
          Save
        </Button>
        <Button size="small" disabled={editingId === null} onClick={() => stop(true)}>
          Cancel
        </Button>
      </div>
      <div style={{ height: 292 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          editMode="row"
          // Clicking a button outside the grid must not commit the row on the way.
          onRowEditStop={(params, event) => {
            if (params.reason === GridRowEditStopReasons.rowFocusOut) {
              event.defaultMuiPrevented = true;
            }
          }}
          // Fires for rows opened or closed from code too, unlike onRowEditStart/onRowEditStop.
          onRowModesModelChange={(model) => {
            const key = Object.keys(model).find((id) => model[id]?.mode === GridRowModes.Edit);
            // Keys are strings: find the row to get its id with the right type.
            setEditingId(rows.find((row) => String(row.id) === key)?.id ?? null);
          }}
          hideFooter
        />
      </div>
    </div>
  );
}
