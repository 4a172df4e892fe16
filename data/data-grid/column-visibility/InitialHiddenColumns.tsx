import * as React from 'react';
import { DataGrid, GridToolbarColumnsButton, GridToolbarContainer, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'supplier', headerName: 'Supplier', width: 140 },
  { field: 'cost', headerName: 'Unit cost (€)', type: 'number', width: 120 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
];

const rows = [
  { id: 1, sku: 'KT-0142', product: 'Chef knife, 20 cm', supplier: 'Solingen Steel', cost: 31.5, stock: 18 },
  { id: 2, sku: 'KT-0177', product: 'Cast iron skillet', supplier: 'Fonderie Laval', cost: 22.9, stock: 7 },
  { id: 3, sku: 'KT-0203', product: 'Bamboo cutting board', supplier: 'Green Grove', cost: 8.4, stock: 45 },
  { id: 4, sku: 'KT-0218', product: 'Pepper mill', supplier: 'Fonderie Laval', cost: 12.75, stock: 23 },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
    </GridToolbarContainer>
  );
}

export default function InitialHiddenColumns() {
  // Only the starting point: afterwards the grid owns the model and users change it freely.
  return (
    <div style={{ height: 320 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ columns: { columnVisibilityModel: { supplier: false, cost: false } } }}
        slots={{ toolbar: Toolbar }}
        hideFooter
      />
    </div>
  );
}
