import * as React from 'react';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationMeta,
  type GridPaginationModel,
} from '@mui/x-data-grid';

interface Result {
  id: number;
  title: string;
}

const MATCHES = 47; // The search engine estimates "about 50" before it has counted.

function fetchResults({ page, pageSize }: GridPaginationModel): Promise<{ rows: Result[]; hasNextPage: boolean }> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const first = page * pageSize;
      const rows = Array.from({ length: Math.max(0, Math.min(pageSize, MATCHES - first)) }, (_, offset) => ({
        id: first + offset + 1,
        title: `Result ${first + offset + 1}: “river restoration” in report ${300 + ((first + offset) * 7) % 90}`,
      }));
      resolve({ rows, hasNextPage: first + pageSize < MATCHES });
    }, 400);
  });
}

const columns: GridColDef<Result>[] = [{ field: 'title', headerName: 'Search result', flex: 1, minWidth: 200 }];

export default function EstimatedRowCount() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [rows, setRows] = React.useState<Result[]>([]);
  const [paginationMeta, setPaginationMeta] = React.useState<GridPaginationMeta>({});
  const [loading, setLoading] = React.useState(true);
  // -1 while the total is unknown. On the last page (hasNextPage: false) the grid works the
  // total out and reports it through onRowCountChange: storing it shows it in the footer.
  const [rowCount, setRowCount] = React.useState(-1);

  React.useEffect(() => {
    let active = true;
    fetchResults(paginationModel).then((result) => {
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
    <div style={{ height: 490 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        rowCount={rowCount}
        onRowCountChange={setRowCount}
        // Shown as "1–10 of more than 50" until the real end is reached.
        estimatedRowCount={50}
        paginationMeta={paginationMeta}
        paginationModel={paginationModel}
        onPaginationModelChange={(model) => {
          setLoading(true);
          setPaginationModel(model);
        }}
        pageSizeOptions={[10]}
        loading={loading}
        density="compact"
      />
    </div>
  );
}
