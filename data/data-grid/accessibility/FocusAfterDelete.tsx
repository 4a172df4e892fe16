import * as React from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  DataGrid,
  GridActionsCellItem,
  useGridApiRef,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';

interface Task {
  id: number;
  task: string;
  owner: string;
}

const initialTasks: Task[] = [
  { id: 1, task: 'Renew domain name', owner: 'Ada' },
  { id: 2, task: 'Rotate API keys', owner: 'Bo' },
  { id: 3, task: 'Archive Q1 reports', owner: 'Cyd' },
  { id: 4, task: 'Order new badges', owner: 'Dee' },
  { id: 5, task: 'Update on-call rota', owner: 'Eli' },
];

export default function FocusAfterDelete() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState(initialTasks);
  const [announcement, setAnnouncement] = React.useState('');

  const remove = React.useCallback(
    (id: GridRowId) => {
      // Remember the position before the row disappears, then focus its neighbour.
      const index = apiRef.current.getRowIndexRelativeToVisibleRows(id);
      const removed = apiRef.current.getRow<Task>(id);
      setRows((previous) => previous.filter((row) => row.id !== id));
      setAnnouncement(`Deleted “${removed?.task}”.`);
      requestAnimationFrame(() => {
        const count = apiRef.current.getRowsCount();
        if (count > 0) {
          const nextId = apiRef.current.getRowIdFromRowIndex(Math.min(index, count - 1));
          apiRef.current.setCellFocus(nextId, 'task');
        }
      });
    },
    [apiRef],
  );

  const columns = React.useMemo<GridColDef<Task>[]>(
    () => [
      { field: 'task', headerName: 'Task', flex: 1, minWidth: 150 },
      { field: 'owner', headerName: 'Owner', width: 90 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Delete',
        width: 80,
        getActions: ({ id, row }) => [
          <GridActionsCellItem key="delete" icon={<DeleteIcon />} label={`Delete ${row.task}`} onClick={() => remove(id)} />,
        ],
      },
    ],
    [remove],
  );

  return (
    <div style={{ height: 380, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 332 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} aria-label="Open tasks" hideFooter />
      </div>
      {/* A polite live region: screen readers announce the result of the action. */}
      <div role="status" aria-live="polite" style={{ height: 40, fontSize: 14, lineHeight: '40px', overflow: 'hidden' }}>
        {announcement}
      </div>
    </div>
  );
}
