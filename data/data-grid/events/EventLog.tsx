import * as React from 'react';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Episode', flex: 1, minWidth: 160 },
  { field: 'host', headerName: 'Host', width: 110 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100, editable: true },
];

const rows = [
  { id: 1, title: 'Why bridges sing', host: 'Ilse', minutes: 42 },
  { id: 2, title: 'A short history of salt', host: 'Kofi', minutes: 37 },
  { id: 3, title: 'Night trains of Europe', host: 'Ilse', minutes: 55 },
  { id: 4, title: 'The octopus problem', host: 'Mara', minutes: 48 },
];

const MAX_LINES = 6;

export default function EventLog() {
  const [lines, setLines] = React.useState<string[]>(['Interact with the grid: events appear here, newest first.']);
  const log = (line: string) => setLines((previous) => [line, ...previous].slice(0, MAX_LINES));

  // Typed with GridEventListener: params and event get the types of that event.
  const handleCellClick: GridEventListener<'cellClick'> = (params) => {
    log(`cellClick → row ${params.id}, field "${params.field}", value ${JSON.stringify(params.value)}`);
  };

  return (
    <div style={{ height: 420, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 272 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          onCellClick={handleCellClick}
          onRowDoubleClick={(params) => log(`rowDoubleClick → row ${params.id}`)}
          onColumnHeaderClick={(params) => log(`columnHeaderClick → "${params.field}"`)}
          onSortModelChange={(model) => log(`sortModelChange → ${JSON.stringify(model)}`)}
          onCellEditStop={(params) => log(`cellEditStop → ${params.field} of row ${params.id}, reason "${params.reason}"`)}
          onRowSelectionModelChange={(model) => log(`rowSelectionModelChange → [${model.join(', ')}]`)}
        />
      </div>
      <pre style={{ margin: 0, height: 140, overflow: 'auto', fontSize: 12, lineHeight: '20px', background: 'rgba(127,127,127,0.08)', padding: 8 }}>
        {lines.join('\n')}
      </pre>
    </div>
  );
}
