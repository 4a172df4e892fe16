import * as React from 'react';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationMeta,
  type GridPaginationModel,
} from '@mui/x-data-grid';

interface LogLine {
  id: number;
  time: string;
  message: string;
}

const LINES = 23; // The server knows; the client does not.

// Stands in for a log API that answers a page and whether another one follows, after 400 ms.
function fetchLog({ page, pageSize }: GridPaginationModel): Promise<{ rows: LogLine[]; hasNextPage: boolean }> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const first = page * pageSize;
      const rows = Array.from({ length: Math.max(0, Math.min(pageSize, LINES - first)) }, (_, offset) => {
        const index = first + offset;
        return {
          id: index + 1,
          time: `12:${String(index * 2).padStart(2, '0')}`,
          message: index % 5 === 0 ? 'Cache warmed' : `Request ${1000 + index} served`,
        };
      });
      resolve({ rows, hasNextPage: first + pageSize < LINES });
    }, 400);
  });
}

const columns: GridColDef<LogLine>[] = [
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 160 },
];

export default function UnknownRowCount() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 5 });
  const [rows, setRows] = React.useState<LogLine[]>([]);
  const [paginationMeta, setPaginationMeta] = React.useState<GridPaginationMeta>({});
  const [loading, setLoading] = React.useState(true);
  // -1 while the total is unknown. On the last page (hasNextPage: false) the grid works the
  // total out and reports it through onRowCountChange: storing it shows it in the footer.
  const [rowCount, setRowCount] = React.useState(-1);

  React.useEffect(() => {
    let active = true;
    fetchLog(paginationModel).then((result) => {
      if (!active) return;
      setRows(result.rows);
      setPaginationMeta({ hasNextPage: result.hasNextPage });
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
        pageSizeOptions={[5, 10]}
        loading={loading}
        density="compact"
      />
    </div>
  );
}
