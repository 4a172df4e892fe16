import * as React from 'react';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarExport,
  GridToolbarQuickFilter,
  type GridColDef,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 140 },
  { field: 'line', headerName: 'Line', width: 110 },
  { field: 'bikes', headerName: 'Bikes', type: 'number', width: 90 },
  { field: 'docks', headerName: 'Free docks', type: 'number', width: 110 },
];

const rows = [
  { id: 1, station: 'Canal Street', line: 'North', bikes: 12, docks: 3 },
  { id: 2, station: 'Market Square', line: 'Centre', bikes: 4, docks: 16 },
  { id: 3, station: 'Riverside Park', line: 'South', bikes: 9, docks: 9 },
  { id: 4, station: 'University', line: 'Centre', bikes: 0, docks: 20 },
  { id: 5, station: 'Old Harbour', line: 'South', bikes: 15, docks: 1 },
];

// Only what this page needs: a search box and the export menu, with a file name for the CSV.
function StationsToolbar() {
  return (
    <GridToolbarContainer sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
      <GridToolbarQuickFilter />
      <GridToolbarExport
        csvOptions={{ fileName: 'bike-stations' }}
        printOptions={{ fileName: 'Bike stations', hideFooter: true, hideToolbar: true }}
        slotProps={{ button: { variant: 'outlined' } }}
      />
    </GridToolbarContainer>
  );
}

export default function ExportCustomToolbar() {
  return (
    <div style={{ height: 370, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: StationsToolbar }} hideFooter />
    </div>
  );
}
