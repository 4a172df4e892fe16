import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'peak', headerName: 'Peak', flex: 1, minWidth: 130 },
  { field: 'range', headerName: 'Range', width: 130 },
  { field: 'height', headerName: 'Height (m)', type: 'number', width: 110 },
  { field: 'firstAscent', headerName: 'First ascent', type: 'number', width: 120 },
];

const rows = [
  { id: 1, peak: 'Mont Blanc', range: 'Alps', height: 4806, firstAscent: 1786 },
  { id: 2, peak: 'Aconcagua', range: 'Andes', height: 6961, firstAscent: 1897 },
  { id: 3, peak: 'Denali', range: 'Alaska Range', height: 6190, firstAscent: 1913 },
  { id: 4, peak: 'Kilimanjaro', range: 'Kilimanjaro', height: 5895, firstAscent: 1889 },
  { id: 5, peak: 'Elbrus', range: 'Caucasus', height: 5642, firstAscent: 1874 },
];

// Nothing to configure: every column sorts from its header, by the rules of its type.
export default function BasicSorting() {
  return (
    <div style={{ height: 320 }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
