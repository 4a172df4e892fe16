import * as React from 'react';
import { DataGridPro, gridClasses, type GridColDef } from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'ticket', headerName: 'Ticket', width: 90 },
  { field: 'summary', headerName: 'Summary', width: 260 },
  { field: 'steps', headerName: 'Steps to reproduce', width: 280 },
  { field: 'owner', headerName: 'Owner', width: 110 },
];

const rows = [
  {
    id: 1,
    ticket: 'BUG-88',
    summary: 'Date filter is one day off in UTC-5',
    steps: 'Set the browser to New York time, filter "is" 2024-03-10, and the rows of the 9th appear.',
    owner: 'Ines',
  },
  { id: 2, ticket: 'BUG-91', summary: 'Tooltip flickers', steps: 'Hover the legend.', owner: 'Marc' },
  {
    id: 3,
    ticket: 'BUG-95',
    summary: 'Export drops the last column when a column is pinned to the right',
    steps: 'Pin "Owner" to the right, export to CSV, open the file.',
    owner: 'Ines',
  },
];

export default function PinnedDynamicHeight() {
  // Each row is as tall as its longest wrapped text; pinned and scrolling cells share that height.
  return (
    <div style={{ height: 340 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        initialState={{ pinnedColumns: { left: ['ticket'], right: ['owner'] } }}
        sx={{ [`& .${gridClasses['row--dynamicHeight']} > .${gridClasses.cell}`]: { py: 1 } }}
        hideFooter
      />
    </div>
  );
}
