import * as React from 'react';
import Button from '@mui/material/Button';
import { DataGrid, useGridApiRef, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 140 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: ['To do', 'Doing', 'Done'], width: 100 },
  { field: 'points', headerName: 'Points', type: 'number', width: 90 },
];

const rows = [
  { id: 1, task: 'Write release notes', status: 'Done', points: 2 },
  { id: 2, task: 'Fix login redirect', status: 'Doing', points: 5 },
  { id: 3, task: 'Update icons', status: 'To do', points: 1 },
  { id: 4, task: 'Migrate database', status: 'To do', points: 8 },
  { id: 5, task: 'Review pull requests', status: 'Doing', points: 3 },
  { id: 6, task: 'Archive old tickets', status: 'Done', points: 1 },
];

const presets: { label: string; model: GridFilterModel }[] = [
  { label: 'All', model: { items: [] } },
  { label: 'To do', model: { items: [{ field: 'status', operator: 'is', value: 'To do' }] } },
  { label: 'Doing', model: { items: [{ field: 'status', operator: 'is', value: 'Doing' }] } },
  { label: 'Big', model: { items: [{ field: 'points', operator: '>=', value: 5 }] } },
];

export default function PresetCounts() {
  const apiRef = useGridApiRef();
  const [counts, setCounts] = React.useState<number[]>([]);
  const [current, setCurrent] = React.useState(0);

  // getFilterState works out a model's result without applying it.
  React.useEffect(() => {
    setCounts(
      presets.map(({ model }) =>
        Object.values(apiRef.current.getFilterState(model).filteredRowsLookup).filter(Boolean).length,
      ),
    );
  }, [apiRef]);

  const apply = (index: number) => {
    setCurrent(index);
    apiRef.current.setFilterModel(presets[index]?.model ?? { items: [] });
  };

  return (
    <div style={{ height: 400, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 40, display: 'grid', gridAutoFlow: 'column', gridAutoColumns: 'max-content', alignItems: 'center', gap: 8, overflowX: 'auto' }}>
        {presets.map((preset, index) => (
          <Button key={preset.label} size="small" variant={index === current ? 'contained' : 'outlined'} onClick={() => apply(index)}>
            {preset.label} ({counts[index] ?? '…'})
          </Button>
        ))}
      </div>
      <div style={{ height: 352 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </div>
    </div>
  );
}
