import * as React from 'react';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Expense {
  id: number;
  date: Date;
  item: string;
  amount: number;
}

const items = ['Paper', 'Toner', 'Coffee beans', 'Train tickets', 'Printer repair', 'Postage'];
// Two expenses a week from January to April 2024, computed, not random.
const rows: Expense[] = Array.from({ length: 32 }, (_, index) => ({
  id: index + 1,
  date: new Date(2024, 0, 2 + Math.floor(index * 3.6)),
  item: items[(index * 5) % items.length] ?? '',
  amount: 8 + ((index * 29) % 140),
}));

const monthLabel = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });
const dayLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

const columns: GridColDef<Expense>[] = [
  {
    field: 'date',
    headerName: 'Date',
    type: 'date',
    width: 120,
    // Group by "2024-03": a key that is the same for a whole month and sorts in calendar order.
    groupingValueGetter: (value: Date) => `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}`,
    // The same formatter also receives the group keys, so it turns "2024-03" into "March 2024".
    valueFormatter: (value: Date | string) => {
      if (typeof value === 'string') {
        const [year, month] = value.split('-').map(Number);
        return monthLabel.format(new Date(year ?? 2024, (month ?? 1) - 1, 1));
      }
      return value ? dayLabel.format(value) : '';
    },
  },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 130 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
];

export default function GroupByMonth() {
  return (
    <div style={{ height: 440 }}>
      <DataGridPremium
        experimentalFeatures={{ ariaV8: true }}
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['date'] },
          aggregation: { model: { amount: 'sum' } },
          sorting: { sortModel: [{ field: 'date', sort: 'asc' }] },
        }}
        groupingColDef={{ headerName: 'Month', width: 190 }}
        hideFooter
      />
    </div>
  );
}
