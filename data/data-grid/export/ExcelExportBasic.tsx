import * as React from 'react';
import { DataGridPremium, GridToolbar, type GridColDef } from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'category', headerName: 'Category', width: 130, type: 'singleSelect', valueOptions: ['Seeds', 'Tools', 'Soil'] },
  { field: 'units', headerName: 'Units sold', type: 'number', width: 110 },
  { field: 'restocked', headerName: 'Restocked', type: 'date', width: 120 },
];

const rows = [
  { id: 1, product: 'Heirloom tomato seeds', category: 'Seeds', units: 320, restocked: new Date(2025, 2, 3) },
  { id: 2, product: 'Hand trowel', category: 'Tools', units: 85, restocked: new Date(2025, 1, 18) },
  { id: 3, product: 'Peat-free compost, 40 L', category: 'Soil', units: 212, restocked: new Date(2025, 2, 10) },
  { id: 4, product: 'Pruning shears', category: 'Tools', units: 64, restocked: new Date(2025, 0, 27) },
];

// With DataGridPremium, the same toolbar's Export menu gains "Download as Excel".
export default function ExcelExportBasic() {
  return (
    <div style={{ height: 330, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} slots={{ toolbar: GridToolbar }} hideFooter />
    </div>
  );
}
