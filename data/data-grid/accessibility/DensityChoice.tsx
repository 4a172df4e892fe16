import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridToolbar, type GridColDef, type GridDensity } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'medicine', headerName: 'Medicine', flex: 1, minWidth: 130 },
  { field: 'dose', headerName: 'Dose', width: 90 },
  { field: 'time', headerName: 'Time', width: 80 },
];

const rows = [
  { id: 1, medicine: 'Metformin', dose: '500 mg', time: '08:00' },
  { id: 2, medicine: 'Vitamin D', dose: '1,000 IU', time: '08:00' },
  { id: 3, medicine: 'Lisinopril', dose: '10 mg', time: '20:00' },
  { id: 4, medicine: 'Atorvastatin', dose: '20 mg', time: '21:00' },
];

export default function DensityChoice() {
  // Controlled, so the choice can be stored with the user's preferences.
  const [density, setDensity] = React.useState<GridDensity>('comfortable');

  return (
    <div style={{ height: 420, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 40, overflowX: 'auto' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={density}
          aria-label="Row spacing"
          onChange={(_, value: GridDensity | null) => value && setDensity(value)}
        >
          <ToggleButton value="compact">Compact</ToggleButton>
          <ToggleButton value="standard">Standard</ToggleButton>
          <ToggleButton value="comfortable">Comfortable</ToggleButton>
        </ToggleButtonGroup>
      </div>
      <div style={{ height: 372 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          aria-label="Medication schedule"
          density={density}
          onDensityChange={setDensity}
          checkboxSelection
          slots={{ toolbar: GridToolbar }}
          hideFooter
        />
      </div>
    </div>
  );
}
