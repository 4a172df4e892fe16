import * as React from 'react';
import {
  DataGridPro,
  type GridColDef,
  type GridColumnOrderChangeParams,
} from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  // Locked: the flight cannot be dragged, and as it is first, nothing can be dropped before it.
  { field: 'flight', headerName: 'Flight', width: 110, disableReorder: true },
  { field: 'destination', headerName: 'Destination', width: 150 },
  { field: 'departure', headerName: 'Departure', width: 120 },
  { field: 'gate', headerName: 'Gate', width: 90 },
  { field: 'status', headerName: 'Status', width: 130 },
];

const rows = [
  { id: 1, flight: 'KL 1342', destination: 'Amsterdam', departure: '07:45', gate: 'B12', status: 'Boarding' },
  { id: 2, flight: 'LH 2471', destination: 'Munich', departure: '08:10', gate: 'C3', status: 'On time' },
  { id: 3, flight: 'SK 1457', destination: 'Copenhagen', departure: '08:35', gate: 'A7', status: 'Delayed' },
  { id: 4, flight: 'IB 3111', destination: 'Madrid', departure: '09:05', gate: 'B4', status: 'On time' },
];

export default function ReorderColumns() {
  const [lastMove, setLastMove] = React.useState('Drag a header to move a column.');

  const handleColumnOrderChange = (params: GridColumnOrderChangeParams) => {
    setLastMove(`Moved "${params.column.headerName}" from ${params.oldIndex} to ${params.targetIndex}.`);
  };

  return (
    <div style={{ height: 340, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 272 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          // Start with the status next to the flight, whatever the order of `columns`.
          initialState={{
            columns: { orderedFields: ['flight', 'status', 'destination', 'departure', 'gate'] },
          }}
          onColumnOrderChange={handleColumnOrderChange}
          hideFooter
        />
      </div>
      <div style={{ height: 60, overflow: 'auto', fontSize: 14 }} role="status">
        {lastMove}
      </div>
    </div>
  );
}
