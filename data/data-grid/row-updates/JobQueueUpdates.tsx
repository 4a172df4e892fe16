import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, useGridApiRef, type GridColDef, type GridRowModelUpdate } from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Job', width: 90 },
  { field: 'name', headerName: 'Task', flex: 1, minWidth: 160 },
  { field: 'progress', headerName: 'Progress (%)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
];

const initialRows = [
  { id: 'J-101', name: 'Resize product photos', progress: 0, status: 'Queued' },
  { id: 'J-102', name: 'Rebuild search index', progress: 40, status: 'Running' },
  { id: 'J-103', name: 'Send weekly digest', progress: 80, status: 'Running' },
];

const newTasks = ['Export invoices', 'Clean temp files', 'Sync inventory', 'Warm cache'];

export default function JobQueueUpdates() {
  const apiRef = useGridApiRef();
  const nextId = React.useRef(104);

  // One call updates every unfinished job; the grid merges the partial objects by id.
  const advance = () => {
    const updates: GridRowModelUpdate[] = [];
    apiRef.current.getRowModels().forEach((row) => {
      if (row.progress < 100) {
        const progress = Math.min(100, row.progress + 20);
        updates.push({ id: row.id, progress, status: progress === 100 ? 'Done' : 'Running' });
      }
    });
    apiRef.current.updateRows(updates);
  };

  const addJob = () => {
    const id = nextId.current;
    nextId.current += 1;
    const name = newTasks[id % newTasks.length];
    apiRef.current.updateRows([{ id: `J-${id}`, name, progress: 0, status: 'Queued' }]);
  };

  const clearDone = () => {
    const done = [...apiRef.current.getRowModels().values()].filter((row) => row.status === 'Done');
    apiRef.current.updateRows(done.map((row) => ({ id: row.id, _action: 'delete' as const })));
  };

  return (
    <div style={{ height: 380, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Stack direction="row" spacing={1} style={{ height: 36, overflowX: 'auto' }}>
        <Button size="small" variant="outlined" onClick={advance}>Advance</Button>
        <Button size="small" variant="outlined" onClick={addJob}>Add job</Button>
        <Button size="small" variant="outlined" onClick={clearDone}>Remove done</Button>
      </Stack>
      <div style={{ height: 336 }}>
        <DataGridPro apiRef={apiRef} rows={initialRows} columns={columns} hideFooter />
      </div>
    </div>
  );
}
