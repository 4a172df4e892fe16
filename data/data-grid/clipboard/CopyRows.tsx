import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 140 },
  { field: 'line', headerName: 'Line', width: 90 },
  { field: 'riders', headerName: 'Daily riders', type: 'number', width: 120 },
  { field: 'accessible', headerName: 'Step-free', type: 'boolean', width: 100 },
];

const rows = [
  { id: 1, station: 'Harbour Street', line: 'Blue', riders: 18240, accessible: true },
  { id: 2, station: 'Old Mill', line: 'Blue', riders: 6410, accessible: false },
  { id: 3, station: 'University', line: 'Green', riders: 22975, accessible: true },
  { id: 4, station: 'Cathedral', line: 'Green', riders: 9830, accessible: true },
  { id: 5, station: 'Riverside Park', line: 'Red', riders: 4120, accessible: false },
];

export default function CopyRows() {
  const [copied, setCopied] = React.useState('Select rows (or focus a cell), then press Ctrl+C or ⌘C.');

  return (
    <div style={{ height: 420, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          hideFooter
          // Separate cells with " | " instead of a tab so the result is easy to read here.
          clipboardCopyCellDelimiter=" | "
          onClipboardCopy={(data) => setCopied(data)}
        />
      </div>
      {/* Fixed height: copying many rows scrolls this box instead of growing the demo. */}
      <pre style={{ margin: 0, height: 92, overflow: 'auto', fontSize: 13, lineHeight: '20px' }}>
        <code>{copied}</code>
      </pre>
    </div>
  );
}
