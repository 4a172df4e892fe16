import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridValidRowModel,
} from '@mui/x-data-grid-premium';

interface Ticket {
  id: number;
  subject: string;
  team: string;
  priority: string;
  status: string;
}

const teams = ['Billing', 'Hardware', 'Accounts'];
const priorities = ['High', 'Normal', 'Low'];
const statuses = ['Open', 'Waiting', 'Closed'];
const subjects = ['Refund request', 'Printer offline', 'Password reset', 'Invoice copy', 'Laptop battery', 'New user'];

// A seeded generator: the same 90 tickets on every visit, read only by the fake server.
let seed = 11;
const random = () => {
  seed = (seed * 16807) % 2147483647;
  return (seed - 1) / 2147483646;
};
const pick = (items: string[]) => items[Math.floor(random() * items.length)] ?? '';
const tickets: Ticket[] = Array.from({ length: 90 }, (_, index) => ({
  id: index + 1,
  subject: `${pick(subjects)} #${index + 1}`,
  team: pick(teams),
  priority: pick(priorities),
  status: pick(statuses),
}));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Returns the groups of the next level, or the tickets once every grouping field has a key.
async function answer({ groupFields = [], groupKeys = [] }: GridGetRowsParams) {
  await wait(400);
  const field = groupFields[groupKeys.length] as keyof Ticket | undefined;
  const inGroup = tickets.filter((ticket) =>
    groupKeys.every((key, depth) => String(ticket[groupFields[depth] as keyof Ticket]) === key),
  );
  if (!field) {
    return { rows: inGroup.map((ticket) => ({ ...ticket, groupKey: String(ticket.id), childCount: 0 })) };
  }
  const values = [...new Set(inGroup.map((ticket) => String(ticket[field])))].sort();
  const rows = values.map((value) => ({
    id: `group/${[...groupKeys, value].join('/')}`,
    [field]: value,
    groupKey: value,
    childCount: inGroup.filter((ticket) => String(ticket[field]) === value).length,
  }));
  return groupKeys.length === 0 ? { rows, rowCount: rows.length } : { rows };
}

// The switch makes the server fail: a failed top-level request leaves the grid empty,
// a failed group request marks that group's toggle.
const server = { failing: false };
async function fakeServer(params: GridGetRowsParams) {
  const response = await answer(params);
  if (server.failing) {
    throw new Error(`The server could not answer for ${JSON.stringify(params.groupKeys)}.`);
  }
  return response;
}

const columns: GridColDef[] = [
  { field: 'subject', headerName: 'Subject', width: 180 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'priority', headerName: 'Priority', width: 100 },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function ServerGroupingErrors() {
  const apiRef = useGridApiRef();
  const [failing, setFailing] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: fakeServer,
      getGroupKey: (row: GridValidRowModel) => row.groupKey,
      getChildrenCount: (row: GridValidRowModel) => row.childCount,
    }),
    [],
  );

  const toggleFailing = (next: boolean) => {
    server.failing = next;
    setFailing(next);
  };

  // Forget the cached answers so that the top level really goes back to the server.
  const retry = () => {
    setError(null);
    apiRef.current.unstable_dataSource.cache.clear();
    apiRef.current.unstable_dataSource.fetchRows();
  };

  return (
    <div style={{ height: 500, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Stack direction="row" spacing={2} sx={{ height: 38, alignItems: 'center' }}>
        <FormControlLabel
          sx={{ m: 0 }}
          control={<Switch checked={failing} onChange={(event) => toggleFailing(event.target.checked)} />}
          label="Fail requests"
        />
        <Button size="small" variant="outlined" onClick={retry}>
          Reload
        </Button>
      </Stack>
      <Alert role="status" severity={error ? 'error' : 'info'} sx={{ height: 56, overflow: 'auto', py: 0 }}>
        {error ?? 'Turn on "Fail requests", then expand a team, or reload.'}
      </Alert>
      <div style={{ height: 382 }}>
        <DataGridPremium
          experimentalFeatures={{ ariaV8: true }}
          apiRef={apiRef}
          columns={columns}
          unstable_dataSource={dataSource}
          unstable_onDataSourceError={(cause) => setError(cause.message)}
          initialState={{
            rowGrouping: { model: ['team', 'priority'] },
            columns: { columnVisibilityModel: { team: false, priority: false } },
          }}
          groupingColDef={{ width: 190 }}
          disableAggregation
          hideFooter
        />
      </div>
    </div>
  );
}
