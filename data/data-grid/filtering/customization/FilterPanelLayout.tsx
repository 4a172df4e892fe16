import * as React from 'react';
import {
  DataGrid,
  GridPreferencePanelsValue,
  GridToolbarContainer,
  GridToolbarFilterButton,
  type GridColDef,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Order', width: 80 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 130 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 120 },
  { field: 'items', headerName: 'Items', type: 'number', width: 90 },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 80 },
];

const rows = [
  { id: 1041, customer: 'Ines Duarte', total: 64.5, items: 3, paid: true },
  { id: 1042, customer: 'Kwame Mensah', total: 120, items: 5, paid: false },
  { id: 1043, customer: 'Lotte de Vries', total: 18.9, items: 1, paid: true },
  { id: 1044, customer: 'Ravi Menon', total: 245, items: 9, paid: true },
  { id: 1045, customer: 'Sun Li', total: 39, items: 2, paid: false },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
    </GridToolbarContainer>
  );
}

export default function FilterPanelLayout() {
  return (
    <div style={{ height: 380 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: Toolbar }}
        slotProps={{
          filterPanel: {
            // Column list in alphabetical order, without the order number.
            columnsSort: 'asc',
            filterFormProps: {
              filterColumns: ({ columns: all }) => all.filter((column) => column.field !== 'id').map((column) => column.field),
              columnInputProps: { variant: 'outlined', size: 'small', sx: { width: 130 } },
              operatorInputProps: { variant: 'outlined', size: 'small', sx: { width: 130 } },
              valueInputProps: { InputComponentProps: { variant: 'outlined', size: 'small' } },
              deleteIconProps: { sx: { '& .MuiSvgIcon-root': { color: 'error.main' } } },
            },
            // Let the inputs wrap onto several lines in a narrow panel.
            sx: { '& .MuiDataGrid-filterForm': { flexWrap: 'wrap', gap: 1, p: 1 } },
          },
        }}
        initialState={{
          // The demo opens with the panel visible.
          preferencePanel: { open: true, openedPanelValue: GridPreferencePanelsValue.filters },
          filter: { filterModel: { items: [{ field: 'total', operator: '>', value: 50 }] } },
        }}
        hideFooter
      />
    </div>
  );
}
