import * as React from 'react';
import { DataGridPro, type GridColDef, type GridRowSelectionModel, type DataGridProProps } from '@mui/x-data-grid-pro';

interface FileRow {
  id: number;
  path: string[];
  sizeKb: number | null;
}

// Folders are rows too (size null), so they can be selected like files.
const rows: FileRow[] = [
  { id: 1, path: ['Photos'], sizeKb: null },
  { id: 2, path: ['Photos', 'Iceland 2023'], sizeKb: null },
  { id: 3, path: ['Photos', 'Iceland 2023', 'glacier.jpg'], sizeKb: 4210 },
  { id: 4, path: ['Photos', 'Iceland 2023', 'puffins.jpg'], sizeKb: 3875 },
  { id: 5, path: ['Photos', 'Garden', 'tulips.jpg'], sizeKb: 2960 },
  { id: 6, path: ['Photos', 'Garden', 'shed-plan.png'], sizeKb: 640 },
  { id: 7, path: ['Taxes'], sizeKb: null },
  { id: 8, path: ['Taxes', 'receipts-2024.pdf'], sizeKb: 1280 },
  { id: 9, path: ['Taxes', 'return-2024.pdf'], sizeKb: 530 },
];

const columns: GridColDef<FileRow>[] = [{ field: 'sizeKb', headerName: 'Size (KB)', type: 'number', width: 120 }];

const getTreeDataPath: DataGridProProps<FileRow>['getTreeDataPath'] = (row) => row.path;

export default function FolderSelection() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);

  return (
    <div style={{ height: 440, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 392 }}>
        <DataGridPro
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={{ headerName: 'Name', flex: 1, minWidth: 220 }}
          defaultGroupingExpansionDepth={-1}
          checkboxSelection
          // A folder selects its content, and a fully selected folder selects itself.
          rowSelectionPropagation={{ descendants: true, parents: true }}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </div>
      <div style={{ height: 40, overflow: 'auto', fontSize: 14, lineHeight: '20px' }}>
        Selected row ids: {selection.length > 0 ? selection.join(', ') : 'none'}
      </div>
    </div>
  );
}
