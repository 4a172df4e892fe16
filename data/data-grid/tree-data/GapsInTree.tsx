import * as React from 'react';
import { DataGridPro, type DataGridProProps, type GridColDef } from '@mui/x-data-grid-pro';

interface Item {
  id: number;
  path: string[];
  size: number;
}

// No row says "src" or "src/components": only files have rows. The grid fills the gaps
// with groups of its own, which have no values in the other columns.
const rows: Item[] = [
  { id: 1, path: ['src', 'index.ts'], size: 2 },
  { id: 2, path: ['src', 'components', 'Button.tsx'], size: 5 },
  { id: 3, path: ['src', 'components', 'Dialog.tsx'], size: 9 },
  { id: 4, path: ['README.md'], size: 1 },
  { id: 5, path: ['package.json'], size: 1 },
];

const columns: GridColDef<Item>[] = [{ field: 'size', headerName: 'Size (KB)', type: 'number', width: 120 }];

const getTreeDataPath: DataGridProProps<Item>['getTreeDataPath'] = (row) => row.path;

export default function GapsInTree() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={{ headerName: 'Name', flex: 1, minWidth: 200 }}
        defaultGroupingExpansionDepth={-1}
        hideFooter
      />
    </div>
  );
}
