import * as React from 'react';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
  type GridDataSourceCache,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-pro';

// Any object with get, set and clear can be the cache. This one keys entries by page
// and sort only, and reports hits and misses.
class CountingCache implements GridDataSourceCache {
  private entries = new Map<string, GridGetRowsResponse>();

  private onLookup: (hit: boolean, key: string) => void;

  constructor(onLookup: (hit: boolean, key: string) => void) {
    this.onLookup = onLookup;
  }

  private key(params: GridGetRowsParams) {
    return JSON.stringify([params.paginationModel, params.sortModel]);
  }

  get = (params: GridGetRowsParams) => {
    const key = this.key(params);
    const entry = this.entries.get(key);
    this.onLookup(entry !== undefined, key);
    return entry;
  };

  set = (params: GridGetRowsParams, value: GridGetRowsResponse) => {
    this.entries.set(this.key(params), value);
  };

  clear = () => this.entries.clear();
}

const planets = ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune'];
const moons = [0, 0, 1, 2, 95, 146, 28, 16];
const rows = planets.map((name, index) => ({ id: index + 1, name, moons: moons[index] ?? 0 }));

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Planet', flex: 1, minWidth: 130 },
  { field: 'moons', headerName: 'Known moons', type: 'number', width: 130 },
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default function CustomCache() {
  const [log, setLog] = React.useState<string[]>([]);
  const cache = React.useMemo(
    () => new CountingCache((hit, key) => setLog((lines) => [`${hit ? 'hit ' : 'miss'} ${key}`, ...lines].slice(0, 3))),
    [],
  );
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async ({ paginationModel: { page, pageSize }, sortModel }) => {
        await wait(300);
        const sorted = [...rows];
        const sort = sortModel[0];
        if (sort?.field === 'moons') {
          sorted.sort((a, b) => (sort.sort === 'desc' ? b.moons - a.moons : a.moons - b.moons));
        }
        return { rows: sorted.slice(page * pageSize, (page + 1) * pageSize), rowCount: rows.length };
      },
    }),
    [],
  );

  return (
    <div style={{ height: 400, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 324 }}>
        <DataGridPro
          columns={columns}
          unstable_dataSource={dataSource}
          unstable_dataSourceCache={cache}
          pagination
          pageSizeOptions={[4]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 4 } } }}
        />
      </div>
      <pre style={{ margin: 0, height: 68, overflow: 'auto', fontSize: 12, lineHeight: '20px' }}>
        {log.join('\n') || 'Cache lookups appear here.'}
      </pre>
    </div>
  );
}
