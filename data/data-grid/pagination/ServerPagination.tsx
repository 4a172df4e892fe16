import * as React from 'react';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';

interface Transfer {
  id: number;
  reference: string;
  account: string;
  amount: number;
}

const TOTAL = 137;
const accounts = ['Payroll', 'Suppliers', 'Rent', 'Taxes', 'Refunds'];

// Stands in for a backend: it builds only the rows of the requested page.
function fetchPage({ page, pageSize }: GridPaginationModel): Transfer[] {
  const first = page * pageSize;
  const count = Math.max(0, Math.min(pageSize, TOTAL - first));
  return Array.from({ length: count }, (_, offset) => {
    const index = first + offset;
    return {
      id: index + 1,
      reference: `TRF-${String(20400 + index)}`,
      account: accounts[(index * 3) % accounts.length] ?? 'Other',
      amount: 150 + ((index * 613) % 4200),
    };
  });
}

const columns: GridColDef<Transfer>[] = [
  { field: 'reference', headerName: 'Reference', flex: 1, minWidth: 130 },
  { field: 'account', headerName: 'Account', width: 130 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 130 },
];

export default function ServerPagination() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 5 });
  // In a real app this would be a request, with `loading` set while it runs.
  const rows = React.useMemo(() => fetchPage(paginationModel), [paginationModel]);

  return (
    <div style={{ height: 420, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 372 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          paginationMode="server"
          rowCount={TOTAL}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[5, 10, 25]}
        />
      </div>
      <div style={{ height: 40, overflow: 'auto', whiteSpace: 'nowrap', fontSize: 14, lineHeight: '40px' }}>
        Last request: page {paginationModel.page}, {rows.length} rows received
      </div>
    </div>
  );
}
