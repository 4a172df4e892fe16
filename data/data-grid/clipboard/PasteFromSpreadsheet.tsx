import * as React from 'react';
import { DataGridPremium, type GridColDef, type GridRowModel } from '@mui/x-data-grid-premium';

interface Part {
  id: number;
  part: string;
  supplier: string;
  quantity: number;
  unitPrice: number;
}

const initialRows: Part[] = [
  { id: 1, part: 'M4 hex bolt', supplier: 'Fastenal', quantity: 500, unitPrice: 0.12 },
  { id: 2, part: 'Hinge, 90 mm', supplier: 'Hettich', quantity: 40, unitPrice: 3.4 },
  { id: 3, part: 'Drawer slide', supplier: 'Blum', quantity: 24, unitPrice: 11.9 },
  { id: 4, part: 'Shelf pin', supplier: 'Häfele', quantity: 300, unitPrice: 0.05 },
];

const columns: GridColDef<Part>[] = [
  { field: 'part', headerName: 'Part', flex: 1, minWidth: 140 },
  // Only editable columns accept pasted values.
  { field: 'supplier', headerName: 'Supplier', width: 120, editable: true },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100, editable: true },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110, editable: true },
];

export default function PasteFromSpreadsheet() {
  const [log, setLog] = React.useState('Copy a few cells (Ctrl+C), select target cells, then paste (Ctrl+V).');

  const processRowUpdate = React.useCallback((newRow: GridRowModel<Part>) => {
    // Clamp negative quantities to zero before saving.
    const saved = { ...newRow, quantity: Math.max(0, newRow.quantity) };
    setLog((current) => `Saved row ${saved.id}: ${saved.supplier}, ${saved.quantity} × ${saved.unitPrice}\n${current}`);
    return saved;
  }, []);

  return (
    <div style={{ height: 400, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 300 }}>
        <DataGridPremium
          experimentalFeatures={{ ariaV8: true }}
          rows={initialRows}
          columns={columns}
          cellSelection
          processRowUpdate={processRowUpdate}
          hideFooter
        />
      </div>
      <pre style={{ margin: 0, height: 92, overflow: 'auto', fontSize: 13, lineHeight: '20px' }}>
        <code>{log}</code>
      </pre>
    </div>
  );
}
