import * as React from 'react';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
}

const TOTAL = 24;

// Stands in for a server: only the rows of the requested page, after 300 ms.
function fetchPage({ page, pageSize }: GridPaginationModel): Promise<Ticket[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const first = page * pageSize;
      resolve(
        Array.from({ length: Math.min(pageSize, TOTAL - first) }, (_, offset) => ({
          id: first + offset + 1,
          subject: `Ticket ${first + offset + 1}: ${['Login', 'Billing', 'Export', 'Search'][(first + offset) % 4] ?? ''} issue`,
        })),
      );
    }, 300);
  });
}

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 70 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 160 },
];

export default function ServerPagedSelection() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 5 });
  const [rows, setRows] = React.useState<Ticket[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);

  React.useEffect(() => {
    let active = true;
    fetchPage(paginationModel).then((result) => {
      if (!active) return;
      setRows(result);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <div style={{ height: 330, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 280 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          paginationMode="server"
          rowCount={TOTAL}
          paginationModel={paginationModel}
          onPaginationModelChange={(model) => {
            setLoading(true);
            setPaginationModel(model);
          }}
          pageSizeOptions={[5]}
          loading={loading}
          // Rows of other pages are not in `rows`: without this, paging would drop their ids.
          keepNonExistentRowsSelected
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          density="compact"
        />
      </div>
      <div role="status" style={{ height: 42, fontSize: 14, overflow: 'auto' }}>
        Selected on all pages: {selection.length > 0 ? [...selection].sort((a, b) => Number(a) - Number(b)).join(', ') : 'none'}
      </div>
    </div>
  );
}
