import * as React from 'react';
import {
  DataGridPro,
  type GridCellParams,
  type GridColDef,
  type GridPinnedRowsProp,
  type GridValidRowModel,
} from '@mui/x-data-grid-pro';

interface Entry {
  id: string;
  member: string;
  km: number;
}

const initialRows: Entry[] = [
  { id: 'a', member: 'Zoë', km: 42 },
  { id: 'b', member: 'Karim', km: 35 },
  { id: 'c', member: 'Ilse', km: 58 },
  { id: 'd', member: 'Tao', km: 27 },
];

const columns: GridColDef<Entry>[] = [
  { field: 'member', headerName: 'Member', flex: 1, minWidth: 120 },
  { field: 'km', headerName: 'Distance (km)', type: 'number', width: 140, editable: true },
];

// The total row has rowNode.type 'pinnedRow': keep it read-only.
const isCellEditable = (params: GridCellParams<GridValidRowModel>) => params.rowNode.type !== 'pinnedRow';

export default function EditableWithPinnedTotal() {
  const [rows, setRows] = React.useState(initialRows);

  // Recomputed from the same state, so the total follows every edit.
  const pinnedRows = React.useMemo<GridPinnedRowsProp<Entry>>(
    () => ({ bottom: [{ id: 'total', member: 'Club total', km: rows.reduce((sum, row) => sum + row.km, 0) }] }),
    [rows],
  );

  const processRowUpdate = (updated: Entry) => {
    setRows((prev) => prev.map((row) => (row.id === updated.id ? updated : row)));
    return updated;
  };

  return (
    <div style={{ height: 340 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        isCellEditable={isCellEditable}
        processRowUpdate={processRowUpdate}
        getRowClassName={(params) => (params.id === 'total' ? 'total-row' : '')}
        hideFooter
        sx={{ '& .total-row': { fontWeight: 700 } }}
      />
    </div>
  );
}
