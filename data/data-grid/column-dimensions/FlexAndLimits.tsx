import * as React from 'react';
import { DataGrid, type GridColDef, type GridColumnResizeParams } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  // Fixed and locked: the separator cannot be dragged.
  { field: 'code', headerName: 'Code', width: 90, resizable: false },
  // Shares free space 2:1 with the notes column, within its limits.
  { field: 'name', headerName: 'Recipe', flex: 2, minWidth: 150, maxWidth: 320 },
  { field: 'notes', headerName: 'Notes', flex: 1, minWidth: 120 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100, minWidth: 80, maxWidth: 160 },
];

const rows = [
  { id: 1, code: 'R-01', name: 'Lemon and thyme roast chicken', notes: 'Rest 10 min', minutes: 85 },
  { id: 2, code: 'R-02', name: 'Miso aubergine', notes: 'Vegan', minutes: 35 },
  { id: 3, code: 'R-03', name: 'Shakshuka', notes: 'One pan', minutes: 30 },
  { id: 4, code: 'R-04', name: 'Cardamom buns', notes: 'Proof overnight', minutes: 50 },
];

export default function FlexAndLimits() {
  const [message, setMessage] = React.useState('Drag a column separator to resize a column.');

  // Fires once, when the user releases the separator.
  const handleWidthChange = (params: GridColumnResizeParams) => {
    setMessage(`${params.colDef.headerName} is now ${Math.round(params.width)} px wide.`);
  };

  return (
    <div style={{ height: 340, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 272 }}>
        <DataGrid rows={rows} columns={columns} onColumnWidthChange={handleWidthChange} hideFooter />
      </div>
      <div role="status" style={{ height: 60, overflow: 'auto', fontSize: 14 }}>
        {message}
      </div>
    </div>
  );
}
