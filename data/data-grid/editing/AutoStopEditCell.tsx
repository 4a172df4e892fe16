import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

const statuses = ['To do', 'In progress', 'Blocked', 'Done'];

/**
 * A select that opens with the editor and commits as soon as an option is picked: after
 * setting the value, it stops edit mode itself, so no Enter or click elsewhere is needed.
 */
function StatusEditCell({ id, field, value }: GridRenderEditCellParams<Task, string>) {
  const apiRef = useGridApiContext();
  // The list closes right after a pick (mouse or keyboard): only a close without one cancels.
  const picked = React.useRef(false);

  const handleChange = async (event: SelectChangeEvent<string>) => {
    picked.current = true;
    // Wait until the new value is stored in the edit state (and validated), then commit it.
    const isValid = await apiRef.current.setEditCellValue({ id, field, value: event.target.value }, event);
    if (isValid) {
      apiRef.current.stopCellEditMode({ id, field });
    }
  };

  return (
    <Select
      value={value ?? ''}
      onChange={handleChange}
      open
      // Closing the list without a new choice (Escape, click outside, same option) cancels the edit.
      onClose={() => {
        if (!picked.current) apiRef.current.stopCellEditMode({ id, field, ignoreModifications: true });
      }}
      size="small"
      fullWidth
      inputProps={{ 'aria-label': 'Status' }}
      sx={{ height: '100%', '& fieldset': { border: 0 } }}
    >
      {statuses.map((status) => (
        <MenuItem key={status} value={status}>
          {status}
        </MenuItem>
      ))}
    </Select>
  );
}

interface Task {
  id: number;
  task: string;
  status: string;
}

const initialRows: Task[] = [
  { id: 1, task: 'Write release notes', status: 'In progress' },
  { id: 2, task: 'Update screenshots', status: 'To do' },
  { id: 3, task: 'Fix flaky login test', status: 'Blocked' },
];

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 160 },
  {
    field: 'status',
    headerName: 'Status',
    width: 150,
    editable: true,
    renderEditCell: (params: GridRenderEditCellParams<Task, string>) => <StatusEditCell {...params} />,
  },
];

export default function AutoStopEditCell() {
  const [rows, setRows] = React.useState(initialRows);

  return (
    <div style={{ height: 260 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        processRowUpdate={(newRow: Task) => {
          setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
          return newRow;
        }}
        hideFooter
      />
    </div>
  );
}
