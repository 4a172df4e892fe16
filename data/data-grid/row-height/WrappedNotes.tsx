import * as React from 'react';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarDensitySelector,
  gridClasses,
  type GridColDef,
  type GridRowHeightParams,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'ticket', headerName: 'Ticket', width: 100 },
  { field: 'priority', headerName: 'Priority', width: 100 },
  { field: 'summary', headerName: 'Summary', flex: 1, minWidth: 220 },
];

const rows = [
  { id: 1, ticket: 'HD-812', priority: 'Low', summary: 'Printer on floor 2 out of toner.' },
  { id: 2, ticket: 'HD-813', priority: 'High', summary: 'VPN drops every few minutes for the whole sales team since this morning\'s update; they cannot reach the CRM and have moved calls to mobile phones.' },
  { id: 3, ticket: 'HD-814', priority: 'Medium', summary: 'New starter needs a laptop, badge and email account by Monday.' },
  { id: 4, ticket: 'HD-815', priority: 'High', summary: 'Shared drive shows "access denied" for finance folders after the permission clean-up. Month-end reports are blocked until it is fixed.' },
  { id: 5, ticket: 'HD-816', priority: 'Low', summary: 'Request for a second monitor.' },
];

// Only the rows with long text grow; the others keep the standard height.
function getRowHeight({ model }: GridRowHeightParams) {
  return String(model.summary).length > 60 ? 'auto' : null;
}

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarDensitySelector />
    </GridToolbarContainer>
  );
}

export default function WrappedNotes() {
  return (
    <div style={{ height: 440 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={getRowHeight}
        getEstimatedRowHeight={() => 90}
        slots={{ toolbar: Toolbar }}
        // Auto-height cells get no vertical padding by default.
        sx={{ [`& .${gridClasses['row--dynamicHeight']} > .${gridClasses.cell}`]: { py: 1 } }}
        hideFooter
      />
    </div>
  );
}
