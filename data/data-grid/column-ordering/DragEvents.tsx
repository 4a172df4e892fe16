import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'river', headerName: 'River', width: 120 },
  { field: 'sea', headerName: 'Flows into', width: 130 },
  { field: 'length', headerName: 'Length (km)', type: 'number', width: 120 },
  { field: 'countries', headerName: 'Countries', type: 'number', width: 110 },
];

const rows = [
  { id: 1, river: 'Danube', sea: 'Black Sea', length: 2850, countries: 10 },
  { id: 2, river: 'Rhine', sea: 'North Sea', length: 1233, countries: 6 },
  { id: 3, river: 'Loire', sea: 'Atlantic', length: 1006, countries: 1 },
];

export default function DragEvents() {
  const apiRef = useGridApiRef();
  const [keepOutside, setKeepOutside] = React.useState(false);
  const [log, setLog] = React.useState('Drag a header.');

  // No props exist for these events: subscribe through the API object once the grid is mounted.
  React.useEffect(() => {
    const unsubscribeStart = apiRef.current.subscribeEvent('columnHeaderDragStart', (params) =>
      setLog(`columnHeaderDragStart: ${params.field}`),
    );
    const unsubscribeEnd = apiRef.current.subscribeEvent('columnHeaderDragEnd', (params) => {
      const order = apiRef.current.getAllColumns().map((column) => column.field);
      setLog(`columnHeaderDragEnd: ${params.field} → [${order.join(', ')}]`);
    });
    return () => {
      unsubscribeStart();
      unsubscribeEnd();
    };
  }, [apiRef]);

  return (
    <div style={{ height: 340, display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        style={{ height: 42, margin: 0 }}
        label="Keep position if dropped outside"
        control={<Switch checked={keepOutside} onChange={(event) => setKeepOutside(event.target.checked)} />}
      />
      <div style={{ height: 250 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          keepColumnPositionIfDraggedOutside={keepOutside}
          hideFooter
        />
      </div>
      <code style={{ height: 40, marginTop: 8, fontSize: 12, overflow: 'auto' }}>{log}</code>
    </div>
  );
}
