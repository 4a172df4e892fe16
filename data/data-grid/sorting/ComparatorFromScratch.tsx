import * as React from 'react';
import { DataGrid, type GridColDef, type GridComparatorFn } from '@mui/x-data-grid';

// Clothing sizes have an order of their own, which neither text nor numbers follow.
const sizeRank: Record<string, number> = { XS: 0, S: 1, M: 2, L: 3, XL: 4, XXL: 5 };

const sizeComparator: GridComparatorFn<string> = (a, b) => (sizeRank[a] ?? -1) - (sizeRank[b] ?? -1);

const columns: GridColDef[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 140 },
  { field: 'size', headerName: 'Size', width: 90, sortComparator: sizeComparator },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
];

const rows = [
  { id: 1, item: 'Rain jacket', size: 'L', stock: 4 },
  { id: 2, item: 'Rain jacket', size: 'XS', stock: 9 },
  { id: 3, item: 'Rain jacket', size: 'XXL', stock: 1 },
  { id: 4, item: 'Rain jacket', size: 'M', stock: 12 },
  { id: 5, item: 'Rain jacket', size: 'S', stock: 7 },
  { id: 6, item: 'Rain jacket', size: 'XL', stock: 3 },
];

export default function ComparatorFromScratch() {
  return (
    <div style={{ height: 370 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'size', sort: 'asc' }] } }}
        hideFooter
      />
    </div>
  );
}
