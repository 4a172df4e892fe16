import * as React from 'react';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, editable: true },
  { field: 'price', headerName: 'Price', type: 'number', width: 100, editable: true },
];

const rows = [
  { id: 1, sku: 'LMP-01', name: 'Brass desk lamp', price: 89 },
  { id: 2, sku: 'CHR-07', name: 'Walnut chair', price: 240 },
  { id: 3, sku: 'RUG-12', name: 'Wool rug, 2 × 3 m', price: 310 },
  { id: 4, sku: 'VAS-03', name: 'Stoneware vase', price: 45 },
];

export default function PreventDefault() {
  const [message, setMessage] = React.useState('Double-click a name, then try a price.');

  // `on…` props run before the grid's own handlers, so they can cancel them.
  const handleDoubleClick: GridEventListener<'cellDoubleClick'> = (params, event) => {
    if (params.field === 'name') {
      event.defaultMuiPrevented = true;
      setMessage(`Opened the details of ${params.row.sku} instead of editing. Press Enter to edit the name.`);
    } else {
      setMessage(`Editing ${params.field} of ${params.row.sku}, as the grid does by default.`);
    }
  };

  return (
    <div style={{ height: 340, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 284 }}>
        <DataGrid rows={rows} columns={columns} onCellDoubleClick={handleDoubleClick} hideFooter />
      </div>
      <div style={{ height: 48, overflow: 'auto', fontSize: 14, lineHeight: '24px' }}>{message}</div>
    </div>
  );
}
