import * as React from 'react';
import { DataGridPro, type GridColDef, type GridRowScrollEndParams } from '@mui/x-data-grid-pro';

interface Post {
  id: number;
  author: string;
  topic: string;
  likes: number;
}

const authors = ['@wren', '@oakley', '@sasha', '@mika', '@juno', '@idris'];
const topics = ['Sourdough tips', 'Night sky photo', 'Bike repair', 'Balcony garden', 'Chess puzzle', 'Trail report'];
const TOTAL = 120;
const BATCH = 20;

// Stands in for an API that returns the posts after a given offset.
function fetchPosts(offset: number): Promise<Post[]> {
  const posts = Array.from({ length: Math.min(BATCH, TOTAL - offset) }, (_, index) => {
    const n = offset + index;
    return { id: n + 1, author: authors[n % authors.length] ?? '', topic: topics[(n * 5) % topics.length] ?? '', likes: (n * 37) % 500 };
  });
  return new Promise((resolve) => setTimeout(() => resolve(posts), 600));
}

const columns: GridColDef<Post>[] = [
  { field: 'id', headerName: '#', width: 70 },
  { field: 'author', headerName: 'Author', width: 110 },
  { field: 'topic', headerName: 'Topic', flex: 1, minWidth: 140 },
  { field: 'likes', headerName: 'Likes', type: 'number', width: 90 },
];

export default function InfiniteFeed() {
  const [rows, setRows] = React.useState<Post[]>([]);
  const [loading, setLoading] = React.useState(true);
  const busy = React.useRef(false);

  const loadMore = React.useCallback(async (offset: number) => {
    // onRowsScrollEnd can fire again before the previous batch arrives.
    if (busy.current || offset >= TOTAL) {
      return;
    }
    busy.current = true;
    setLoading(true);
    const next = await fetchPosts(offset);
    setRows((previous) => [...previous, ...next]);
    setLoading(false);
    busy.current = false;
  }, []);

  React.useEffect(() => {
    loadMore(0);
  }, [loadMore]);

  const handleScrollEnd = (params: GridRowScrollEndParams) => {
    loadMore(params.visibleRowsCount);
  };

  return (
    <div style={{ height: 420 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        loading={loading}
        onRowsScrollEnd={handleScrollEnd}
        scrollEndThreshold={150}
        hideFooterPagination
      />
    </div>
  );
}
