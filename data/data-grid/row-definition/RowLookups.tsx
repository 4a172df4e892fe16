import * as React from 'react';
import { DataGrid, useGridApiRef, type GridColDef, type GridRowParams } from '@mui/x-data-grid';

interface Book {
  isbn: string;
  title: string;
  pages: number;
}

const rows: Book[] = [
  { isbn: '978-0141439518', title: 'Pride and Prejudice', pages: 480 },
  { isbn: '978-0486282114', title: 'Frankenstein', pages: 166 },
  { isbn: '978-0140449136', title: 'Crime and Punishment', pages: 720 },
  { isbn: '978-0199535569', title: 'Middlemarch', pages: 880 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
];

const getRowId = (row: Book) => row.isbn;

export default function RowLookups() {
  const apiRef = useGridApiRef();
  const [info, setInfo] = React.useState('Click a row, then sort and click it again.');

  const handleRowClick = (params: GridRowParams<Book>) => {
    const api = apiRef.current;
    const node = api.getRowNode(params.id);
    setInfo(
      [
        `getRowId(row) → ${api.getRowId(params.row)}`,
        `getRowIndexRelativeToVisibleRows → ${api.getRowIndexRelativeToVisibleRows(params.id)}`,
        `getRowNode → type "${node?.type}", depth ${node?.depth}`,
        `getRowsCount → ${api.getRowsCount()}`,
      ].join('\n'),
    );
  };

  return (
    <div style={{ height: 400, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 300 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          getRowId={getRowId}
          onRowClick={handleRowClick}
          hideFooter
        />
      </div>
      <pre style={{ margin: 0, height: 92, overflow: 'auto', fontSize: 12, lineHeight: '22px' }}>
        <code>{info}</code>
      </pre>
    </div>
  );
}
