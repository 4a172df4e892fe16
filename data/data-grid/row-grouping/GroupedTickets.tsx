import * as React from 'react';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Ticket', flex: 1, minWidth: 200 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'priority', headerName: 'Priority', width: 110 },
  { field: 'assignee', headerName: 'Assignee', width: 130 },
  { field: 'hoursOpen', headerName: 'Hours open', type: 'number', width: 110, groupable: false },
];

const rows = [
  { id: 101, title: 'Invoice PDF shows wrong VAT rate', product: 'Billing', priority: 'High', assignee: 'Yusuf', hoursOpen: 5 },
  { id: 102, title: 'Card declined for Maestro cards', product: 'Billing', priority: 'High', assignee: 'Greta', hoursOpen: 12 },
  { id: 103, title: 'Add Swiss francs to currency list', product: 'Billing', priority: 'Low', assignee: 'Yusuf', hoursOpen: 70 },
  { id: 104, title: 'Password reset email lands in spam', product: 'Accounts', priority: 'High', assignee: 'Lena', hoursOpen: 3 },
  { id: 105, title: 'Avatar upload rejects HEIC photos', product: 'Accounts', priority: 'Medium', assignee: 'Lena', hoursOpen: 28 },
  { id: 106, title: 'Typo on the sign-up page', product: 'Accounts', priority: 'Low', assignee: 'Marco', hoursOpen: 96 },
  { id: 107, title: 'Export to CSV times out', product: 'Reports', priority: 'Medium', assignee: 'Greta', hoursOpen: 40 },
  { id: 108, title: 'Week numbers start on Sunday', product: 'Reports', priority: 'Low', assignee: 'Marco', hoursOpen: 55 },
];

export default function GroupedTickets() {
  return (
    <div style={{ height: 440 }}>
      <DataGridPremium
        experimentalFeatures={{ ariaV8: true }}
        rows={rows}
        columns={columns}
        initialState={{
          // Product first, then priority inside each product.
          rowGrouping: { model: ['product', 'priority'] },
          // The grouping column already shows these values.
          columns: { columnVisibilityModel: { product: false, priority: false } },
        }}
        groupingColDef={{ headerName: 'Product / priority', width: 220 }}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </div>
  );
}
