import * as React from 'react';
import Button from '@mui/material/Button';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridValidRowModel,
} from '@mui/x-data-grid-premium';

interface Task {
  id: number;
  title: string;
  stage: string;
}

const stages = ['To do', 'In progress', 'Done'];
const titles = ['Draft brief', 'Book venue', 'Order badges', 'Invite speakers', 'Plan catering', 'Test projector', 'Print map', 'Hire photographer'];

// The server's table. Mutations below change it, as another user could.
const tasks: Task[] = titles.map((title, index) => ({ id: index + 1, title, stage: stages[index % 2] ?? '' }));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fakeServer({ groupFields = [], groupKeys = [] }: GridGetRowsParams) {
  await wait(300);
  const inGroup = tasks.filter((task) => groupKeys.every((key, depth) => String(task[groupFields[depth] as keyof Task]) === key));
  if (groupKeys.length >= groupFields.length) {
    return { rows: inGroup.map((task) => ({ ...task, groupKey: String(task.id), childCount: 0 })) };
  }
  const rows = stages
    .map((stage) => ({
      id: `stage/${stage}`,
      stage,
      groupKey: stage,
      childCount: inGroup.filter((task) => task.stage === stage).length,
    }))
    .filter((group) => group.childCount > 0);
  return { rows, rowCount: rows.length };
}

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 150 },
  { field: 'stage', headerName: 'Stage', width: 120 },
];

export default function RefreshGroups() {
  const apiRef = useGridApiRef();
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: fakeServer,
      getGroupKey: (row: GridValidRowModel) => row.groupKey,
      getChildrenCount: (row: GridValidRowModel) => row.childCount,
    }),
    [],
  );

  const advanceOneTask = () => {
    const task = tasks.find((item) => item.stage !== 'Done');
    if (task) {
      task.stage = stages[stages.indexOf(task.stage) + 1] ?? 'Done';
    }
  };

  return (
    <div style={{ height: 440, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 36, display: 'flex', gap: 8, overflowX: 'auto' }}>
        <Button size="small" variant="outlined" sx={{ flexShrink: 0 }} onClick={advanceOneTask}>
          Move a task on the server
        </Button>
        <Button size="small" sx={{ flexShrink: 0 }} onClick={() => apiRef.current.unstable_dataSource.fetchRows()}>
          Reload
        </Button>
        <Button
          size="small"
          sx={{ flexShrink: 0 }}
          onClick={() => {
            // Cached responses would bring back the old counts: drop them first.
            apiRef.current.unstable_dataSource.cache.clear();
            apiRef.current.unstable_dataSource.fetchRows();
          }}
        >
          Clear cache and reload
        </Button>
      </div>
      <div style={{ height: 396 }}>
        <DataGridPremium
          experimentalFeatures={{ ariaV8: true }}
          apiRef={apiRef}
          columns={columns}
          unstable_dataSource={dataSource}
          initialState={{ rowGrouping: { model: ['stage'] }, columns: { columnVisibilityModel: { stage: false } } }}
          groupingColDef={{ width: 170 }}
          disableAggregation
          hideFooter
        />
      </div>
    </div>
  );
}
