import * as React from 'react';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationMeta,
  type GridPaginationModel,
} from '@mui/x-data-grid';

interface Message {
  id: string;
  from: string;
  subject: string;
}

const senders = ['Ana', 'Bo', 'Cleo', 'Dario', 'Elif'];
const ALL: Message[] = Array.from({ length: 18 }, (_, index) => ({
  id: `m${String(index + 1).padStart(3, '0')}`,
  from: senders[index % senders.length] ?? 'Someone',
  subject: `Weekly update ${18 - index}`,
}));

interface CursorPage {
  rows: Message[];
  nextCursor: string | null;
}

// A cursor API: no page numbers, only "the items after this one" and the cursor of the next page.
function fetchAfter(cursor: string | null, pageSize: number): Promise<CursorPage> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const start = cursor === null ? 0 : ALL.findIndex((message) => message.id === cursor) + 1;
      const rows = ALL.slice(start, start + pageSize);
      const last = rows.at(-1);
      resolve({ rows, nextCursor: last && start + pageSize < ALL.length ? last.id : null });
    }, 400);
  });
}

const columns: GridColDef<Message>[] = [
  { field: 'from', headerName: 'From', width: 100 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 160 },
];

const PAGE_SIZE = 5;

export default function CursorPagination() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });
  const [rows, setRows] = React.useState<Message[]>([]);
  const [paginationMeta, setPaginationMeta] = React.useState<GridPaginationMeta>({});
  const [loading, setLoading] = React.useState(true);
  // -1 while the total is unknown. On the last page (hasNextPage: false) the grid works the
  // total out and reports it through onRowCountChange: storing it shows it in the footer.
  const [rowCount, setRowCount] = React.useState(-1);
  // The cursor that starts each page: page 0 starts at the beginning (null).
  const cursorsRef = React.useRef<(string | null)[]>([null]);

  React.useEffect(() => {
    let active = true;
    const cursor = cursorsRef.current[paginationModel.page] ?? null;
    fetchAfter(cursor, PAGE_SIZE).then((result) => {
      if (!active) return;
      cursorsRef.current[paginationModel.page + 1] = result.nextCursor;
      setRows(result.rows);
      setPaginationMeta({ hasNextPage: result.nextCursor !== null });
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <div style={{ height: 330 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        rowCount={rowCount}
        onRowCountChange={setRowCount}
        paginationMeta={paginationMeta}
        paginationModel={paginationModel}
        onPaginationModelChange={(model) => {
          setLoading(true);
          setPaginationModel(model);
        }}
        pageSizeOptions={[PAGE_SIZE]}
        loading={loading}
        density="compact"
      />
    </div>
  );
}
