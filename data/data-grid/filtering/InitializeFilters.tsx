import * as React from 'react';
import { DataGrid, GridToolbarContainer, GridToolbarFilterButton, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 90 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: ['On time', 'Delayed', 'Cancelled'], width: 120 },
  { field: 'delay', headerName: 'Delay (min)', type: 'number', width: 110 },
];

const rows = [
  { id: 1, flight: 'AY 831', destination: 'Helsinki', status: 'On time', delay: 0 },
  { id: 2, flight: 'IB 3171', destination: 'Madrid', status: 'Delayed', delay: 45 },
  { id: 3, flight: 'OS 412', destination: 'Vienna', status: 'Delayed', delay: 20 },
  { id: 4, flight: 'LO 282', destination: 'Warsaw', status: 'Cancelled', delay: 0 },
  { id: 5, flight: 'EI 605', destination: 'Dublin', status: 'On time', delay: 0 },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
    </GridToolbarContainer>
  );
}

export default function InitializeFilters() {
  // The board opens on the delayed flights; after that, users change or remove the filter freely.
  return (
    <div style={{ height: 320 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: Toolbar }}
        initialState={{ filter: { filterModel: { items: [{ field: 'status', operator: 'is', value: 'Delayed' }] } } }}
        hideFooter
      />
    </div>
  );
}
