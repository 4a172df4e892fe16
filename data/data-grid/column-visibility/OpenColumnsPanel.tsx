import * as React from 'react';
import Button from '@mui/material/Button';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import { DataGrid, GridPreferencePanelsValue, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  // Always shown: its switch in the panel is disabled.
  { field: 'flight', headerName: 'Flight', width: 100, hideable: false },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'departs', headerName: 'Departs', width: 100 },
  { field: 'aircraft', headerName: 'Aircraft', width: 120 },
];

const rows = [
  { id: 1, flight: 'KL1234', destination: 'Bergen', gate: 'D7', departs: '09:40', aircraft: 'Embraer 175' },
  { id: 2, flight: 'LH2019', destination: 'Munich', gate: 'B12', departs: '10:05', aircraft: 'Airbus A320' },
  { id: 3, flight: 'TP665', destination: 'Lisbon', gate: 'C3', departs: '10:25', aircraft: 'Airbus A321' },
  { id: 4, flight: 'SK822', destination: 'Copenhagen', gate: 'D2', departs: '11:10', aircraft: 'Boeing 737' },
];

export default function OpenColumnsPanel() {
  const apiRef = useGridApiRef();

  return (
    <div style={{ height: 330 }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<ViewColumnOutlined />}
        // The same panel the column menu's "Manage columns" entry opens.
        onClick={() => apiRef.current.showPreferences(GridPreferencePanelsValue.columns)}
        style={{ marginBottom: 8 }}
      >
        Choose columns
      </Button>
      <div style={{ height: 290 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ columns: { columnVisibilityModel: { aircraft: false } } }}
          hideFooter
        />
      </div>
    </div>
  );
}
