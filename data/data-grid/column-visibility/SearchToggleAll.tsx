import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridToolbarColumnsButton, GridToolbarContainer, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'order', headerName: 'Order', width: 90, hideable: false },
  { field: 'customer', headerName: 'Customer', width: 130 },
  { field: 'orderDate', headerName: 'Order date', width: 110 },
  { field: 'shipDate', headerName: 'Ship date', width: 110 },
  { field: 'dueDate', headerName: 'Due date', width: 110 },
  { field: 'carrier', headerName: 'Carrier', width: 110 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 100 },
];

const rows = [
  { id: 1, order: 'SO-881', customer: 'Brightline', orderDate: '2024-06-03', shipDate: '2024-06-05', dueDate: '2024-07-03', carrier: 'DHL', total: 1280 },
  { id: 2, order: 'SO-882', customer: 'Quinta Verde', orderDate: '2024-06-04', shipDate: '2024-06-06', dueDate: '2024-07-04', carrier: 'UPS', total: 455.5 },
  { id: 3, order: 'SO-883', customer: 'Harbour & Co', orderDate: '2024-06-04', shipDate: '2024-06-07', dueDate: '2024-07-04', carrier: 'PostNL', total: 2210 },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
    </GridToolbarContainer>
  );
}

export default function SearchToggleAll() {
  const [filteredOnly, setFilteredOnly] = React.useState(true);

  return (
    <div style={{ height: 340 }}>
      <FormControlLabel
        style={{ height: 42, margin: 0 }}
        label="Toggle only the columns found"
        control={<Switch checked={filteredOnly} onChange={(event) => setFilteredOnly(event.target.checked)} />}
      />
      <div style={{ height: 298 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          slots={{ toolbar: Toolbar }}
          slotProps={{ columnsManagement: { toggleAllMode: filteredOnly ? 'filteredOnly' : 'all' } }}
          hideFooter
        />
      </div>
    </div>
  );
}
