import * as React from 'react';
import { DataGrid, type GridColDef, type GridRowsProp } from '@mui/x-data-grid';

const rows: GridRowsProp = [
  { id: 1, city: 'Lisbon', country: 'Portugal', population: 545000 },
  { id: 2, city: 'Osaka', country: 'Japan', population: 2750000 },
  { id: 3, city: 'Quito', country: 'Ecuador', population: 2800000 },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', width: 160 },
  { field: 'country', headerName: 'Country', flex: 1 },
  { field: 'population', headerName: 'Population', type: 'number', width: 140 },
];

export default function CityGrid() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
