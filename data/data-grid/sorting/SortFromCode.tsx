import * as React from 'react';
import Button from '@mui/material/Button';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Hotel {
  id: number;
  hotel: string;
  price: number;
  rating: number;
}

const columns: GridColDef<Hotel>[] = [
  { field: 'hotel', headerName: 'Hotel', flex: 1, minWidth: 140 },
  { field: 'price', headerName: 'Night (€)', type: 'number', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
];

const rows: Hotel[] = [
  { id: 1, hotel: 'Casa Azul', price: 95, rating: 8.7 },
  { id: 2, hotel: 'The Lantern', price: 140, rating: 9.1 },
  { id: 3, hotel: 'Hostal Mar', price: 60, rating: 7.9 },
  { id: 4, hotel: 'Quinta Verde', price: 120, rating: 9.4 },
  { id: 5, hotel: 'Harbour Inn', price: 80, rating: 8.2 },
];

export default function SortFromCode() {
  const apiRef = useGridApiRef();
  const [first, setFirst] = React.useState('');

  // `sortedRowsSet` fires once the rows have been sorted again, by users or by code.
  React.useEffect(() => {
    const update = () => setFirst(apiRef.current.getSortedRows()[0]?.hotel ?? '');
    update();
    return apiRef.current.subscribeEvent('sortedRowsSet', update);
  }, [apiRef]);

  return (
    <div style={{ height: 400, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 40, display: 'grid', gridAutoFlow: 'column', gridAutoColumns: 'max-content', alignItems: 'center', gap: 8, overflowX: 'auto' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.sortColumn('price', 'asc')}>Cheapest first</Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.sortColumn('rating', 'desc')}>Best rated first</Button>
        <Button size="small" onClick={() => apiRef.current.setSortModel([])}>Original order</Button>
      </div>
      <div style={{ height: 320 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </div>
      <div role="status" style={{ height: 24, fontSize: 14, lineHeight: '24px' }}>First row: {first}</div>
    </div>
  );
}
