import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import {
  DataGrid,
  gridPageCountSelector,
  gridPageSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

// Numbered pages instead of the default "1–5 of 24" with arrows. The slot reads the page
// and the page count from the grid's state and changes the page through the API.
function NumberedPagination() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);

  return (
    <Pagination
      color="primary"
      size="small"
      count={pageCount}
      page={page + 1}
      onChange={(_event, value) => apiRef.current.setPage(value - 1)}
      sx={{ px: 1 }}
    />
  );
}

const columns: GridColDef[] = [
  { field: 'element', headerName: 'Element', flex: 1, minWidth: 120 },
  { field: 'symbol', headerName: 'Symbol', width: 90 },
  { field: 'number', headerName: 'Atomic number', type: 'number', width: 130 },
];

const elements = [
  'Hydrogen H', 'Helium He', 'Lithium Li', 'Beryllium Be', 'Boron B', 'Carbon C', 'Nitrogen N', 'Oxygen O',
  'Fluorine F', 'Neon Ne', 'Sodium Na', 'Magnesium Mg', 'Aluminium Al', 'Silicon Si', 'Phosphorus P', 'Sulfur S',
  'Chlorine Cl', 'Argon Ar', 'Potassium K', 'Calcium Ca',
];
const rows = elements.map((entry, index) => {
  const [element, symbol] = entry.split(' ');
  return { id: index + 1, element, symbol, number: index + 1 };
});

export default function PaginationSlot() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ pagination: NumberedPagination }}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5]}
      />
    </div>
  );
}
