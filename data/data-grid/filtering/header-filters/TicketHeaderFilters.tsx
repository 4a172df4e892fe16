import * as React from 'react';
import { visuallyHidden } from '@mui/utils';
import { DataGridPro, type GridColDef, type GridFilterModel } from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'singleSelect',
    valueOptions: ['Low', 'Normal', 'High'],
    width: 150,
  },
  { field: 'agent', headerName: 'Agent', width: 140 },
  { field: 'replies', headerName: 'Replies', type: 'number', width: 130 },
  // No filter input is rendered for this column. The empty cell would be a header without
  // any text, so renderHeaderFilter says, for screen readers only, that there is no filter.
  {
    field: 'id',
    headerName: 'Ticket',
    width: 90,
    filterable: false,
    renderHeaderFilter: ({ colDef }) => <span style={visuallyHidden}>{colDef.headerName}: no filter</span>,
  },
];

const rows = [
  { id: 301, subject: 'Invoice shows the wrong VAT rate', priority: 'High', agent: 'Lena', replies: 4 },
  { id: 302, subject: 'Cannot reset password', priority: 'Normal', agent: 'Omar', replies: 1 },
  { id: 303, subject: 'Export to CSV times out', priority: 'High', agent: 'Omar', replies: 7 },
  { id: 304, subject: 'Request: dark mode for reports', priority: 'Low', agent: 'Lena', replies: 0 },
  { id: 305, subject: 'Two-factor code never arrives', priority: 'High', agent: 'Priya', replies: 2 },
  { id: 306, subject: 'Typo on the pricing page', priority: 'Low', agent: 'Priya', replies: 1 },
];

export default function TicketHeaderFilters() {
  // Values typed in the header filter row end up in this regular filter model.
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ id: 1, field: 'priority', operator: 'is', value: 'High' }],
  });

  return (
    <div style={{ height: 420, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 372 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          headerFilters
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          hideFooter
        />
      </div>
      <div style={{ height: 40, overflow: 'auto', whiteSpace: 'nowrap', fontSize: 13, lineHeight: '40px' }}>
        <code>items: {JSON.stringify(filterModel.items.map(({ field, operator, value }) => ({ field, operator, value })))}</code>
      </div>
    </div>
  );
}
