import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Line', type: 'number', width: 80 },
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
];

const rows = Array.from({ length: 500 }, (_, index) => ({
  id: index + 1,
  sku: `P-${String(1000 + ((index * 37) % 900))}`,
  quantity: 1 + ((index * 13) % 40),
}));

export default function ProPagination() {
  const [paginated, setPaginated] = React.useState(true);

  return (
    <div style={{ height: 420 }}>
      <FormControlLabel
        style={{ height: 42, margin: 0 }}
        label="pagination"
        control={<Switch checked={paginated} onChange={(event) => setPaginated(event.target.checked)} />}
      />
      {/* Without the prop, the Pro grid scrolls through all 500 rows; with it, pages may exceed 100 rows. */}
      <div style={{ height: 378 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          pagination={paginated}
          initialState={{ pagination: { paginationModel: { pageSize: 250 } } }}
          pageSizeOptions={[50, 250, 500]}
          density="compact"
        />
      </div>
    </div>
  );
}
