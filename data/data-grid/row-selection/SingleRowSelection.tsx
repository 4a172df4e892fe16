import * as React from 'react';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';

interface Plan {
  id: string;
  plan: string;
  storage: string;
  price: number;
}

const rows: Plan[] = [
  { id: 'starter', plan: 'Starter', storage: '50 GB', price: 4 },
  { id: 'team', plan: 'Team', storage: '1 TB', price: 12 },
  { id: 'business', plan: 'Business', storage: '5 TB', price: 29 },
];

const columns: GridColDef<Plan>[] = [
  { field: 'plan', headerName: 'Plan', flex: 1, minWidth: 120 },
  { field: 'storage', headerName: 'Storage', width: 110 },
  { field: 'price', headerName: 'Per month (€)', type: 'number', width: 130 },
];

export default function SingleRowSelection() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>(['team']);
  const chosen = rows.find((row) => row.id === selection[0]);

  // A click selects a row and deselects the previous one: one plan at a time.
  return (
    <div style={{ height: 270, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 230 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </div>
      <div role="status" style={{ height: 32, fontSize: 14, lineHeight: '32px' }}>
        {chosen ? `Chosen: ${chosen.plan}, €${chosen.price} a month` : 'No plan chosen'}
      </div>
    </div>
  );
}
