import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type ElementSize, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 110 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 110 },
  { field: 'population', headerName: 'Population (M)', type: 'number', width: 130 },
];

const rows = [
  { id: 1, city: 'Lagos', country: 'Nigeria', population: 15.4 },
  { id: 2, city: 'Lima', country: 'Peru', population: 10.9 },
  { id: 3, city: 'Osaka', country: 'Japan', population: 19.0 },
  { id: 4, city: 'Cairo', country: 'Egypt', population: 22.6 },
];

export default function ResizeReport() {
  const [narrow, setNarrow] = React.useState(false);
  const [size, setSize] = React.useState<ElementSize | null>(null);

  return (
    <div style={{ height: 380, display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        style={{ height: 42, margin: 0 }}
        label="Narrow container"
        control={<Switch checked={narrow} onChange={(event) => setNarrow(event.target.checked)} />}
      />
      {/* The grid follows its parent's width; onResize reports each new size. */}
      <div style={{ height: 300, width: narrow ? '60%' : '100%', transition: 'width 200ms' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          resizeThrottleMs={100}
          onResize={(containerSize) => setSize(containerSize)}
        />
      </div>
      <pre style={{ margin: '8px 0 0', height: 30, fontSize: 13, lineHeight: '30px', overflow: 'auto' }}>
        <code>{size ? `onResize: ${Math.round(size.width)} × ${Math.round(size.height)} px` : 'onResize: waiting'}</code>
      </pre>
    </div>
  );
}
