import * as React from 'react';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Book {
  id: number;
  title: string;
  author: string;
  genre: string;
  language: string;
  year: number;
  format: 'Hardback' | 'Paperback' | 'Ebook';
  price: number;
  sold: number;
}

const rows: Book[] = [
  { id: 1, title: 'The Salt Road', author: 'Inès Moreau', genre: 'Fiction', language: 'French', year: 2019, format: 'Paperback', price: 14.5, sold: 1820 },
  { id: 2, title: 'Night Ferry', author: 'Tomasz Wrona', genre: 'Crime', language: 'Polish', year: 2021, format: 'Hardback', price: 22, sold: 940 },
  { id: 3, title: 'Glass Orchard', author: 'Ama Boateng', genre: 'Fiction', language: 'English', year: 2022, format: 'Hardback', price: 24, sold: 2310 },
  { id: 4, title: 'Cold Harbour', author: 'Tomasz Wrona', genre: 'Crime', language: 'Polish', year: 2018, format: 'Paperback', price: 11, sold: 1575 },
  { id: 5, title: 'A Field Guide to Moss', author: 'Hanna Lind', genre: 'Nature', language: 'Swedish', year: 2020, format: 'Paperback', price: 18, sold: 610 },
  { id: 6, title: 'The Quiet Engineers', author: 'Ama Boateng', genre: 'History', language: 'English', year: 2017, format: 'Ebook', price: 9.99, sold: 1240 },
  { id: 7, title: 'Tidewater', author: 'Inès Moreau', genre: 'Fiction', language: 'French', year: 2023, format: 'Hardback', price: 23, sold: 1105 },
  { id: 8, title: 'Birds of the Fjord', author: 'Hanna Lind', genre: 'Nature', language: 'Swedish', year: 2016, format: 'Hardback', price: 29, sold: 380 },
  { id: 9, title: 'Ledger of Ashes', author: 'Paulo Reis', genre: 'Crime', language: 'Portuguese', year: 2022, format: 'Ebook', price: 7.99, sold: 2680 },
  { id: 10, title: 'Maps Before Maps', author: 'Paulo Reis', genre: 'History', language: 'Portuguese', year: 2019, format: 'Paperback', price: 16, sold: 720 },
  { id: 11, title: 'Summer of Wires', author: 'Ama Boateng', genre: 'Fiction', language: 'English', year: 2015, format: 'Paperback', price: 12, sold: 3050 },
  { id: 12, title: "The Lighthouse Keeper's Almanac", author: 'Hanna Lind', genre: 'Nature', language: 'Swedish', year: 2023, format: 'Ebook', price: 8.5, sold: 495 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'genre', headerName: 'Genre', width: 110 },
  { field: 'author', headerName: 'Author', width: 140 },
  { field: 'format', headerName: 'Format', width: 110 },
  { field: 'sold', headerName: 'Copies sold', type: 'number', width: 120 },
];

// The hook hides every grouped column and shows it again when it is ungrouped.
// Group by another column from its menu, or stop grouping by Genre, to see it work.
export default function HideGroupedColumns() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['genre'] } },
  });

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        experimentalFeatures={{ ariaV8: true }}
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={initialState}
        hideFooter
      />
    </div>
  );
}
