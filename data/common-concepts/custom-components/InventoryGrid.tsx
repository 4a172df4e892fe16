import * as React from 'react';
import Button from '@mui/material/Button';
import {
  DataGrid,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  GridToolbarExport,
  GridToolbarFilterButton,
  type GridColDef,
  type GridRowsProp,
} from '@mui/x-data-grid';

// Tells TypeScript that the toolbar slot accepts an extra prop, so slotProps.toolbar type-checks.
declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    onAddRow: () => void;
  }
}

function InventoryToolbar({ onAddRow }: { onAddRow: () => void }) {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
      <GridToolbarFilterButton />
      <GridToolbarExport csvOptions={{ fileName: 'inventory' }} />
      <Button size="small" onClick={onAddRow} sx={{ ml: 'auto' }}>
        Add row
      </Button>
    </GridToolbarContainer>
  );
}

const columns: GridColDef[] = [
  { field: 'item', headerName: 'Item', width: 200 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 120 },
];

export default function InventoryGrid() {
  const [rows, setRows] = React.useState<GridRowsProp>([
    { id: 1, item: 'Keyboard', quantity: 12 },
    { id: 2, item: 'Monitor', quantity: 4 },
  ]);

  const handleAddRow = React.useCallback(() => {
    setRows((prev) => [...prev, { id: prev.length + 1, item: `New item ${prev.length + 1}`, quantity: 0 }]);
  }, []);

  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: InventoryToolbar }}
        slotProps={{ toolbar: { onAddRow: handleAddRow } }}
      />
    </div>
  );
}
