import * as React from 'react';
import { DataGrid, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid';

type Status = 'Delivered' | 'In transit' | 'Delayed' | 'Cancelled';

interface Parcel {
  id: number;
  tracking: string;
  destination: string;
  status: Status;
}

const columns: GridColDef<Parcel>[] = [
  { field: 'tracking', headerName: 'Tracking', width: 130 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'status', headerName: 'Status', width: 120 },
];

const rows: Parcel[] = [
  { id: 1, tracking: 'PX-4412', destination: 'Ghent', status: 'Delivered' },
  { id: 2, tracking: 'PX-4413', destination: 'Utrecht', status: 'Delayed' },
  { id: 3, tracking: 'PX-4414', destination: 'Bremen', status: 'In transit' },
  { id: 4, tracking: 'PX-4415', destination: 'Lille', status: 'Cancelled' },
  { id: 5, tracking: 'PX-4416', destination: 'Aachen', status: 'Delayed' },
];

const rowClass = ({ row }: GridRowClassNameParams<Parcel>) =>
  row.status === 'Delayed' ? 'row-delayed' : row.status === 'Cancelled' ? 'row-cancelled' : '';

// A tint that also survives hover and selection, and a struck-through cancelled row.
export default function RowStyling() {
  return (
    <div style={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={rowClass}
        hideFooter
        sx={{
          '& .row-delayed': {
            bgcolor: 'rgba(237, 108, 2, 0.12)',
            '&:hover, &.Mui-selected, &.Mui-selected:hover': { bgcolor: 'rgba(237, 108, 2, 0.2)' },
          },
          '& .row-cancelled': { color: 'text.secondary', textDecoration: 'line-through' },
        }}
      />
    </div>
  );
}
