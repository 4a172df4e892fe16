import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, type GridColDef, type GridRowGroupingModel } from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Album', flex: 1, minWidth: 170 },
  { field: 'genre', headerName: 'Genre', width: 110 },
  { field: 'decade', headerName: 'Decade', width: 100 },
  { field: 'label', headerName: 'Label', width: 120 },
];

const rows = [
  { id: 1, title: 'Northern Lights', genre: 'Jazz', decade: '1960s', label: 'Blue Fern' },
  { id: 2, title: 'Night Ferry', genre: 'Jazz', decade: '1970s', label: 'Blue Fern' },
  { id: 3, title: 'Concrete Gardens', genre: 'Rock', decade: '1970s', label: 'Ironworks' },
  { id: 4, title: 'Static Bloom', genre: 'Rock', decade: '1990s', label: 'Ironworks' },
  { id: 5, title: 'Paper Satellites', genre: 'Electronic', decade: '1990s', label: 'Pulse' },
  { id: 6, title: 'Low Tide Radio', genre: 'Electronic', decade: '2000s', label: 'Pulse' },
  { id: 7, title: 'Harbour Songs', genre: 'Folk', decade: '1960s', label: 'Blue Fern' },
];

export default function ControlledGrouping() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(['genre']);

  return (
    <div style={{ height: 440, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 40, overflowX: 'auto' }}>
        {/* The buttons and the column menu edit the same model. */}
        <ToggleButtonGroup size="small" value={model} onChange={(_, value: string[]) => setModel(value)}>
          <ToggleButton value="genre">Genre</ToggleButton>
          <ToggleButton value="decade">Decade</ToggleButton>
          <ToggleButton value="label">Label</ToggleButton>
        </ToggleButtonGroup>
      </div>
      <div style={{ height: 392 }}>
        <DataGridPremium
          experimentalFeatures={{ ariaV8: true }}
          rows={rows}
          columns={columns}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          defaultGroupingExpansionDepth={-1}
          hideFooter
        />
      </div>
    </div>
  );
}
