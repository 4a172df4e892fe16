import * as React from 'react';
import Button from '@mui/material/Button';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
  type GridDataSourceCache,
  type GridGetRowsParams,
  type GridGetRowsResponse,
  type GridValidRowModel,
} from '@mui/x-data-grid-pro';

// A cache keyed by the branch (groupKeys) and the sort: it can forget one branch and keep
// the others, which the default cache (clear() only) cannot.
class BranchCache implements GridDataSourceCache {
  private entries = new Map<string, GridGetRowsResponse>();

  private static key(params: GridGetRowsParams) {
    return JSON.stringify([params.groupKeys ?? [], params.sortModel, params.filterModel]);
  }

  get = (params: GridGetRowsParams) => this.entries.get(BranchCache.key(params));

  set = (params: GridGetRowsParams, value: GridGetRowsResponse) => {
    this.entries.set(BranchCache.key(params), value);
  };

  clear = () => this.entries.clear();

  /** Forgets the responses for one branch, whatever the sort or filter. */
  forget(groupKeys: string[]) {
    const prefix = JSON.stringify([groupKeys]).slice(0, -1);
    [...this.entries.keys()].filter((key) => key.startsWith(prefix)).forEach((key) => this.entries.delete(key));
  }
}

interface Entry {
  id: string;
  name: string;
  parent: string | null;
}

const files: Entry[] = [
  { id: 'docs', name: 'docs', parent: null },
  { id: 'docs/guide.md', name: 'guide.md', parent: 'docs' },
  { id: 'docs/faq.md', name: 'faq.md', parent: 'docs' },
  { id: 'reports', name: 'reports', parent: null },
  { id: 'reports/q1.pdf', name: 'q1.pdf', parent: 'reports' },
  { id: 'reports/q2.pdf', name: 'q2.pdf', parent: 'reports' },
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Each answer carries how many times the server has been asked for that folder.
const served = new Map<string, number>();
async function fakeServer({ groupKeys = [] }: GridGetRowsParams): Promise<GridGetRowsResponse> {
  await wait(300);
  const parent = groupKeys.length === 0 ? null : groupKeys.join('/');
  const count = (served.get(String(parent)) ?? 0) + 1;
  served.set(String(parent), count);
  const rows = files
    .filter((entry) => entry.parent === parent)
    .map((entry) => ({ ...entry, children: files.filter((child) => child.parent === entry.id).length, served: count }));
  return groupKeys.length === 0 ? { rows, rowCount: rows.length } : { rows };
}

const columns: GridColDef[] = [{ field: 'served', headerName: 'Served (times)', type: 'number', width: 140 }];

export default function BranchCacheDemo() {
  const apiRef = useGridApiRef();
  const cache = React.useMemo(() => new BranchCache(), []);
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: fakeServer,
      getGroupKey: (row: GridValidRowModel) => row.name,
      getChildrenCount: (row: GridValidRowModel) => row.children,
    }),
    [],
  );

  // Only this branch goes back to the server; "docs" stays cached.
  const reloadReports = () => {
    cache.forget(['reports']);
    apiRef.current.unstable_dataSource.fetchRows('reports');
  };

  return (
    <div style={{ height: 380, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 36 }}>
        <Button size="small" variant="outlined" onClick={reloadReports}>
          Reload the reports folder
        </Button>
      </div>
      <div style={{ height: 336 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          treeData
          unstable_dataSource={dataSource}
          unstable_dataSourceCache={cache}
          groupingColDef={{ headerName: 'File', flex: 1, minWidth: 200 }}
          hideFooter
        />
      </div>
    </div>
  );
}
