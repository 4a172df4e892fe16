import * as React from 'react';
import { DataGridPremium, type DataGridPremiumProps, type GridColDef } from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'invoice', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 130 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
];

const statuses = ['Paid', 'Sent', 'Overdue', 'Draft'];
const clients = ['Kestrel Print', 'Lumo Bakery', 'Mossgrove', 'Nadir Labs', 'Orca Films'];
const rows = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  invoice: `INV-${2400 + index}`,
  client: clients[(index * 3) % clients.length],
  status: statuses[(index * 7) % statuses.length],
  amount: 120 + ((index * 173) % 1900),
}));

// Decided once per group when the groups are built: only the overdue invoices start open.
const isGroupExpandedByDefault: DataGridPremiumProps['isGroupExpandedByDefault'] = (node) =>
  node.groupingField === 'status' && node.groupingKey === 'Overdue';

export default function ExpandByRule() {
  return (
    <div style={{ height: 460 }}>
      <DataGridPremium
        experimentalFeatures={{ ariaV8: true }}
        rows={rows}
        columns={columns}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
        initialState={{
          rowGrouping: { model: ['status'] },
          columns: { columnVisibilityModel: { status: false } },
          aggregation: { model: { amount: 'sum' } },
        }}
        hideFooter
      />
    </div>
  );
}
