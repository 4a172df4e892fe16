import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridDensity, type GridRowHeightParams } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Folder', flex: 1, minWidth: 140 },
  { field: 'files', headerName: 'Files', type: 'number', width: 90 },
  { field: 'kind', headerName: 'Kind', width: 110 },
];

const rows = [
  { id: 1, name: 'Projects', files: 412, kind: 'group' },
  { id: 2, name: 'Invoices 2024', files: 96, kind: 'folder' },
  { id: 3, name: 'Photos', files: 2150, kind: 'group' },
  { id: 4, name: 'Contracts', files: 38, kind: 'folder' },
  { id: 5, name: 'Scans', files: 204, kind: 'folder' },
];

// Group rows are taller. Multiplying by densityFactor keeps them in proportion
// when the density changes (0.7 compact, 1 standard, 1.3 comfortable).
function getRowHeight({ model, densityFactor }: GridRowHeightParams) {
  return model.kind === 'group' ? Math.round(72 * densityFactor) : null;
}

export default function DensityAwareHeights() {
  const [density, setDensity] = React.useState<GridDensity>('standard');

  return (
    <div style={{ height: 440, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={density}
        onChange={(_event, next: GridDensity | null) => next && setDensity(next)}
        style={{ height: 36 }}
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 396 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          density={density}
          onDensityChange={setDensity}
          getRowHeight={getRowHeight}
          hideFooter
        />
      </div>
    </div>
  );
}
