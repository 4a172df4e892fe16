import * as React from 'react';
import Slider from '@mui/material/Slider';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'bird', headerName: 'Bird', width: 140, minWidth: 80, maxWidth: 260 },
  { field: 'habitat', headerName: 'Habitat', width: 140 },
  { field: 'sightings', headerName: 'Sightings', type: 'number', width: 110 },
];

const rows = [
  { id: 1, bird: 'Common kingfisher', habitat: 'Rivers', sightings: 14 },
  { id: 2, bird: 'Eurasian hoopoe', habitat: 'Open country', sightings: 3 },
  { id: 3, bird: 'Great crested grebe', habitat: 'Lakes', sightings: 22 },
  { id: 4, bird: 'Barn owl', habitat: 'Farmland', sightings: 6 },
];

export default function WidthFromCode() {
  const apiRef = useGridApiRef();
  const [width, setWidth] = React.useState(140);
  const [log, setLog] = React.useState('Drag a header separator or the slider.');

  return (
    <div style={{ height: 380, display: 'flex', flexDirection: 'column' }}>
      <div style={{ height: 40, padding: '0 12px', boxSizing: 'border-box' }}>
        <Slider
          size="small"
          aria-label="Bird column width"
          min={80}
          max={260}
          value={width}
          onChange={(_event, value) => {
            const next = value as number;
            setWidth(next);
            apiRef.current.setColumnWidth('bird', next);
          }}
        />
      </div>
      <div style={{ height: 292 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          // Fires on every step of a drag.
          onColumnResize={(params) => setLog(`onColumnResize: ${params.colDef.field} is ${params.width} px`)}
          // Fires once the new width is applied (after a drag, or after setColumnWidth).
          onColumnWidthChange={(params) => {
            if (params.colDef.field === 'bird') {
              setWidth(params.width);
            }
            setLog(`onColumnWidthChange: ${params.colDef.field} → ${params.width} px`);
          }}
        />
      </div>
      <pre style={{ margin: '8px 0 0', height: 40, fontSize: 13, lineHeight: '20px', overflow: 'auto' }}>
        <code>{log}</code>
      </pre>
    </div>
  );
}
