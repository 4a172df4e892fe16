import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPro,
  type GridColDef,
  type GridPinnedColumnFields,
} from '@mui/x-data-grid-pro';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

const columns: GridColDef[] = [
  { field: 'store', headerName: 'Store', width: 140 },
  ...months.map((month): GridColDef => ({ field: month, headerName: month, type: 'number', width: 110 })),
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

const sales: Record<string, number[]> = {
  Leeds: [41, 38, 45, 47, 52, 58],
  Bristol: [33, 35, 31, 39, 44, 46],
  Glasgow: [29, 27, 34, 36, 35, 41],
  Cardiff: [22, 25, 24, 28, 31, 30],
};

const rows = Object.entries(sales).map(([store, values], index) => ({
  id: index + 1,
  store,
  ...Object.fromEntries(months.map((month, i) => [month, values[i]])),
  total: values.reduce((sum, value) => sum + value, 0),
}));

type Layout = 'none' | 'store' | 'both';

const layouts: Record<Layout, GridPinnedColumnFields> = {
  none: {},
  store: { left: ['store'] },
  both: { left: ['store'], right: ['total'] },
};

function samePinning(a: GridPinnedColumnFields, b: GridPinnedColumnFields) {
  return (a.left ?? []).join() === (b.left ?? []).join() && (a.right ?? []).join() === (b.right ?? []).join();
}

export default function ControlledPinning() {
  const [pinned, setPinned] = React.useState<GridPinnedColumnFields>(layouts.both);
  // A preset is highlighted only while the state matches it (pinning from the menu can change it).
  const current = (Object.keys(layouts) as Layout[]).find((key) => samePinning(layouts[key], pinned));

  return (
    <div style={{ height: 340, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={current ?? null}
        onChange={(_event, value: Layout | null) => value && setPinned(layouts[value])}
        style={{ height: 40 }}
      >
        <ToggleButton value="none">No pinning</ToggleButton>
        <ToggleButton value="store">Store</ToggleButton>
        <ToggleButton value="both">Store and total</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 292 }}>
        <DataGridPro rows={rows} columns={columns} pinnedColumns={pinned} onPinnedColumnsChange={setPinned} hideFooter />
      </div>
    </div>
  );
}
