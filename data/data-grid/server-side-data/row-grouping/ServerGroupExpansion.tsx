import * as React from 'react';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type DataGridPremiumProps,
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
async function fakeServer({ groupFields = [], groupKeys = [] }: GridGetRowsParams) {
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

const columns: GridColDef[] = [
  { field: 'subject', headerName: 'Subject', width: 180 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'priority', headerName: 'Priority', width: 100 },
  { field: 'status', headerName: 'Status', width: 100 },
];

// Every team opens, and inside each team only the "High" group: each opened group
// sends its own request as soon as it appears.
const isGroupExpandedByDefault: DataGridPremiumProps['isGroupExpandedByDefault'] = (node) =>
  node.groupingField === 'team' || node.groupingKey === 'High';

export default function ServerGroupExpansion() {
  const [requests, setRequests] = React.useState(0);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params: GridGetRowsParams) => {
        setRequests((count) => count + 1);
        return fakeServer(params);
      },
      getGroupKey: (row: GridValidRowModel) => row.groupKey,
      getChildrenCount: (row: GridValidRowModel) => row.childCount,
    }),
    [],
  );

  return (
    <div style={{ height: 480, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Typography role="status" variant="body2" sx={{ height: 20 }}>
        Requests sent: {requests}
      </Typography>
      <div style={{ height: 452 }}>
        <DataGridPremium
          experimentalFeatures={{ ariaV8: true }}
          columns={columns}
          unstable_dataSource={dataSource}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
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
