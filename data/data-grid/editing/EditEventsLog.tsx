import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridCellEditStopReasons,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'plant', headerName: 'Plant', flex: 1, minWidth: 130, editable: true },
  { field: 'water', headerName: 'Water every (days)', type: 'number', width: 160, editable: true },
];

const rows = [
  { id: 1, plant: 'Monstera', water: 7 },
  { id: 2, plant: 'Snake plant', water: 21 },
  { id: 3, plant: 'Calathea', water: 4 },
];

export default function EditEventsLog() {
  const [log, setLog] = React.useState<string[]>([]);
  const [keepOnBlur, setKeepOnBlur] = React.useState(false);
  const write = (line: string) => setLog((lines) => [line, ...lines].slice(0, 5));

  const handleStart: GridEventListener<'cellEditStart'> = (params) => {
    write(`cellEditStart  ${params.field} of row ${params.id} (${params.reason})`);
  };

  const handleStop: GridEventListener<'cellEditStop'> = (params, event) => {
    if (keepOnBlur && params.reason === GridCellEditStopReasons.cellFocusOut) {
      // Cancels the grid's own handling: the cell stays in edit mode.
      event.defaultMuiPrevented = true;
      write(`cellEditStop   ${params.field} ignored (cellFocusOut)`);
      return;
    }
    write(`cellEditStop   ${params.field} of row ${params.id} (${params.reason})`);
  };

  return (
    <div style={{ height: 400, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <FormControlLabel
        sx={{ height: 40, m: 0 }}
        control={<Switch checked={keepOnBlur} onChange={(event) => setKeepOnBlur(event.target.checked)} />}
        label="Keep editing when focus leaves"
      />
      <div style={{ height: 216 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onCellEditStart={handleStart}
          onCellEditStop={handleStop}
          hideFooter
        />
      </div>
      <pre style={{ margin: 0, height: 128, overflow: 'auto', fontSize: 12, lineHeight: '20px' }}>
        <code>{log.length > 0 ? log.join('\n') : 'Edit a cell: events appear here, newest first.'}</code>
      </pre>
    </div>
  );
}
