import * as React from 'react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { DataGrid, type GridColDef, type GridSortDirection } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'room', headerName: 'Room', flex: 1, minWidth: 120 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 100 },
  { field: 'projector', headerName: 'Projector', type: 'boolean', width: 110 },
];

const rows = [
  { id: 1, room: 'Atlas', seats: 12, projector: true },
  { id: 2, room: 'Birch', seats: 4, projector: false },
  { id: 3, room: 'Cedar', seats: 8, projector: true },
];

// The unsorted icon also receives the column's `sortingOrder`: pass on only what the SVG needs.
function UnsortedIcon(props: SvgIconProps & { sortingOrder?: readonly GridSortDirection[] }) {
  return <SwapVertIcon fontSize={props.fontSize} className={props.className} />;
}

// Icon slots take any component; the grid passes props such as `fontSize` and `className`.
const slots = {
  columnSortedAscendingIcon: ArrowUpwardIcon,
  columnSortedDescendingIcon: ArrowDownwardIcon,
  columnUnsortedIcon: UnsortedIcon,
  booleanCellTrueIcon: CheckCircleIcon,
  booleanCellFalseIcon: RemoveCircleOutlineIcon,
};

export default function IconSlots() {
  return (
    <div style={{ height: 260 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={slots}
        initialState={{ sorting: { sortModel: [{ field: 'seats', sort: 'desc' }] } }}
        hideFooter
      />
    </div>
  );
}
