import * as React from 'react';
import Button from '@mui/material/Button';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
}

const catalogue: Book[] = [
  { id: 1, title: 'Things Fall Apart', author: 'Chinua Achebe' },
  { id: 2, title: 'The Master and Margarita', author: 'Mikhail Bulgakov' },
  { id: 3, title: 'Pedro Páramo', author: 'Juan Rulfo' },
  { id: 4, title: 'The Tale of Genji', author: 'Murasaki Shikibu' },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  { field: 'author', headerName: 'Author', width: 170 },
];

// Stands in for `fetch('/api/books')`: resolves after 800 ms, or with nothing.
function fetchBooks(empty: boolean) {
  return new Promise<Book[]>((resolve) => setTimeout(() => resolve(empty ? [] : catalogue), 800));
}

export default function LoadingThenRows() {
  const [rows, setRows] = React.useState<Book[]>([]);
  const [loading, setLoading] = React.useState(false);

  const load = async (empty: boolean) => {
    setLoading(true);
    setRows(await fetchBooks(empty));
    setLoading(false);
  };

  return (
    <div style={{ height: 360, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 36, display: 'flex', gap: 8 }}>
        <Button size="small" variant="outlined" onClick={() => load(false)}>
          Load books
        </Button>
        <Button size="small" onClick={() => load(true)}>
          Load an empty list
        </Button>
      </div>
      <div style={{ height: 316 }}>
        <DataGrid rows={rows} columns={columns} loading={loading} hideFooter />
      </div>
    </div>
  );
}
