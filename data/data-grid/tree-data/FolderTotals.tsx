import * as React from 'react';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import {
  DataGridPro,
  useGridApiRef,
  type DataGridProProps,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid-pro';

interface Entry {
  id: string;
  path: string[];
  size: number;
}

// Only files carry a size; folders are created from the paths.
const files: [string, number][] = [
  ['site/index.html', 12],
  ['site/css/main.css', 48],
  ['site/css/print.css', 6],
  ['site/img/logo.svg', 9],
  ['site/img/hero.jpg', 640],
  ['site/img/icons/search.svg', 2],
  ['notes/todo.md', 3],
  ['notes/ideas.md', 5],
];
const rows: Entry[] = files.map(([path, size]) => ({ id: path, path: path.split('/'), size }));

const columns: GridColDef<Entry>[] = [{ field: 'size', headerName: 'Size (KB)', type: 'number', width: 110 }];
const getTreeDataPath: DataGridProProps<Entry>['getTreeDataPath'] = (row) => row.path;

export default function FolderTotals() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('Select a folder (click, or Shift+Space) to add up what it contains.');

  // Clicking a row selects it, and so does Shift+Space from the keyboard.
  const handleSelection = (selection: GridRowSelectionModel) => {
    // The folder selected last (keyboard selection adds to the previous one).
    const id = selection[selection.length - 1];
    const node = id === undefined ? null : apiRef.current.getRowNode(id);
    if (id === undefined || node?.type !== 'group') {
      return;
    }
    // Every descendant that is a real row, whether its folder is expanded or not.
    const ids = apiRef.current.getRowGroupChildren({ groupId: id });
    const total = ids.reduce<number>((sum, childId) => sum + (apiRef.current.getRow<Entry>(childId)?.size ?? 0), 0);
    setSummary(`${String(node.groupingKey)}: ${ids.length} files, ${total} KB`);
  };

  return (
    <div style={{ height: 420, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 372 }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={{ headerName: 'Name', width: 230 }}
          defaultGroupingExpansionDepth={1}
          onRowSelectionModelChange={handleSelection}
          // The expand and collapse icons are slots like any other.
          slots={{ treeDataExpandIcon: FolderIcon, treeDataCollapseIcon: FolderOpenIcon }}
          hideFooter
        />
      </div>
      <div style={{ height: 40, fontSize: 14, lineHeight: '40px', whiteSpace: 'nowrap', overflow: 'hidden' }}>{summary}</div>
    </div>
  );
}
