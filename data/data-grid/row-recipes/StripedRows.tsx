import * as React from 'react';
import { DataGrid, gridClasses, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 130 },
  { field: 'line', headerName: 'Line', width: 80 },
  { field: 'departure', headerName: 'Departs', width: 90 },
  { field: 'platform', headerName: 'Platform', type: 'number', width: 90 },
];

const rows = Array.from({ length: 14 }, (_, index) => ({
  id: index + 1,
  station: ['Central', 'Riverside', 'Airport', 'Old Market', 'University', 'Harbour', 'Stadium'][index % 7],
  line: ['S1', 'S3', 'RE5'][index % 3],
  departure: `${String(7 + Math.floor(index / 4)).padStart(2, '0')}:${String((index * 13) % 60).padStart(2, '0')}`,
  platform: 1 + (index % 4),
}));

// Stripes follow the position on the page, not the row id, so they survive sorting and filtering.
const getRowClassName = (params: GridRowClassNameParams) =>
  params.indexRelativeToCurrentPage % 2 === 0 ? 'even' : 'odd';

export default function StripedRows() {
  return (
    <div style={{ height: 400 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        density="compact"
        getRowClassName={getRowClassName}
        initialState={{ pagination: { paginationModel: { pageSize: 7 } } }}
        pageSizeOptions={[7, 14]}
        sx={{
          [`& .${gridClasses.row}.odd`]: { bgcolor: 'action.hover' },
          // Keep the hover and selection colors readable on striped rows.
          [`& .${gridClasses.row}.odd:hover`]: { bgcolor: 'action.selected' },
        }}
      />
    </div>
  );
}
