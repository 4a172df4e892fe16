import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef, type GridDataSource, type GridValidRowModel } from '@mui/x-data-grid-pro';

interface Entry {
  name: string;
  kind: 'folder' | 'file';
  size?: number;
  children?: Entry[];
}

const disk: Entry[] = [
  { name: 'photos', kind: 'folder', children: [
    { name: '2023', kind: 'folder', children: [{ name: 'alps.jpg', kind: 'file', size: 4200 }] },
    { name: 'beach.png', kind: 'file', size: 2900 },
  ] },
  { name: 'invoices', kind: 'folder', children: [
    { name: 'march.pdf', kind: 'file', size: 180 },
    { name: 'april.pdf', kind: 'file', size: 210 },
  ] },
  { name: 'notes.txt', kind: 'file', size: 3 },
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const columns: GridColDef[] = [
  { field: 'kind', headerName: 'Kind', width: 100 },
  { field: 'size', headerName: 'Size (KB)', type: 'number', width: 110 },
];

export default function FailingFolders() {
  const [message, setMessage] = React.useState('Expand a folder.');
  // A ref, so flipping the switch does not create a new data source (which would reload everything).
  const failing = React.useRef(false);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async ({ groupKeys = [] }) => {
        await wait(400);
        if (groupKeys.length > 0 && failing.current) {
          throw new Error(`Could not list ${groupKeys.join('/')}: connection reset`);
        }
        let entries = disk;
        groupKeys.forEach((key) => {
          entries = entries.find((entry) => entry.name === key)?.children ?? [];
        });
        if (groupKeys.length > 0) {
          setMessage(`Listed ${groupKeys.join('/')}.`);
        }
        // Each row gets an id that is unique in the whole tree: its full path.
        const rows = entries.map((entry) => ({
          id: [...groupKeys, entry.name].join('/'),
          name: entry.name,
          kind: entry.kind,
          size: entry.size,
          childCount: entry.children?.length ?? 0,
        }));
        return groupKeys.length === 0 ? { rows, rowCount: rows.length } : { rows };
      },
      getGroupKey: (row: GridValidRowModel) => row.name,
      getChildrenCount: (row: GridValidRowModel) => row.childCount,
    }),
    [],
  );

  return (
    <div style={{ height: 400, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 40, display: 'flex', alignItems: 'center', gap: 12, overflow: 'hidden', whiteSpace: 'nowrap' }}>
        <FormControlLabel
          control={<Switch onChange={(event) => (failing.current = event.target.checked)} />}
          label="Fail folder requests"
        />
        <span style={{ fontSize: 14, overflow: 'hidden', textOverflow: 'ellipsis' }}>{message}</span>
      </div>
      <div style={{ height: 352 }}>
        <DataGridPro
          columns={columns}
          unstable_dataSource={dataSource}
          unstable_onDataSourceError={(error) => setMessage(error.message)}
          treeData
          groupingColDef={{ headerName: 'Name', width: 200 }}
          hideFooter
        />
      </div>
    </div>
  );
}
