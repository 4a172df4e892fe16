import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPro,
  GridDataSourceCacheDefault,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-pro';

type CacheChoice = 'default' | 'short' | 'none';

const books = Array.from({ length: 50 }, (_, index) => ({
  id: index + 1,
  title: `Field notes, volume ${index + 1}`,
  pages: 120 + ((index * 37) % 300),
}));

const columns: GridColDef[] = [
  { field: 'id', headerName: 'No.', width: 70 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 170 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default function CacheSettings() {
  const [choice, setChoice] = React.useState<CacheChoice>('default');
  const [requests, setRequests] = React.useState(0);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async ({ paginationModel: { page, pageSize } }) => {
        await wait(300);
        setRequests((count) => count + 1);
        return { rows: books.slice(page * pageSize, (page + 1) * pageSize), rowCount: books.length };
      },
    }),
    [],
  );

  // undefined: the built-in cache (5 minutes); an instance with its own ttl; null: no cache at all.
  const cache = React.useMemo(() => {
    if (choice === 'short') {
      return new GridDataSourceCacheDefault({ ttl: 10_000 });
    }
    return choice === 'none' ? null : undefined;
  }, [choice]);

  return (
    <div style={{ height: 440, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 40, display: 'flex', alignItems: 'center', gap: 12, overflowX: 'auto', whiteSpace: 'nowrap' }}>
        <ToggleButtonGroup size="small" exclusive value={choice} onChange={(_, value: CacheChoice | null) => value && setChoice(value)}>
          <ToggleButton value="default">5 min</ToggleButton>
          <ToggleButton value="short">10 s</ToggleButton>
          <ToggleButton value="none">Off</ToggleButton>
        </ToggleButtonGroup>
        <span style={{ fontSize: 14 }}>Requests sent: {requests}</span>
      </div>
      <div style={{ height: 392 }}>
        <DataGridPro
          columns={columns}
          unstable_dataSource={dataSource}
          unstable_dataSourceCache={cache}
          pagination
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </div>
    </div>
  );
}
