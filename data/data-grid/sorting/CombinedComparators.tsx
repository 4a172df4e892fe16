import * as React from 'react';
import {
  DataGrid,
  gridNumberComparator,
  gridStringOrNumberComparator,
  type GridColDef,
  type GridComparatorFn,
} from '@mui/x-data-grid';

interface Ticket {
  id: number;
  summary: string;
  assignee: { name: string; load: number };
}

// The cell holds an object: compare by workload first, then by name, with the built-in comparators.
const assigneeComparator: GridComparatorFn<Ticket['assignee']> = (a, b, paramsA, paramsB) =>
  gridNumberComparator(a.load, b.load, paramsA, paramsB) ||
  gridStringOrNumberComparator(a.name, b.name, paramsA, paramsB);

const columns: GridColDef<Ticket>[] = [
  { field: 'summary', headerName: 'Ticket', flex: 1, minWidth: 160 },
  {
    field: 'assignee',
    headerName: 'Assignee (open tickets)',
    width: 200,
    valueFormatter: (value: Ticket['assignee']) => `${value.name} (${value.load})`,
    sortComparator: assigneeComparator,
  },
];

const rows: Ticket[] = [
  { id: 1, summary: 'Invoice PDF is blank', assignee: { name: 'Rosa', load: 3 } },
  { id: 2, summary: 'Search ignores accents', assignee: { name: 'Ahmed', load: 1 } },
  { id: 3, summary: 'Timezone shown twice', assignee: { name: 'Beth', load: 3 } },
  { id: 4, summary: 'Logo blurry on retina', assignee: { name: 'Ahmed', load: 1 } },
  { id: 5, summary: 'Export stops at 10k rows', assignee: { name: 'Chidi', load: 2 } },
];

export default function CombinedComparators() {
  return (
    <div style={{ height: 320 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'assignee', sort: 'asc' }] } }}
        hideFooter
      />
    </div>
  );
}
