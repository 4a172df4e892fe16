import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
  type GridRowGroupingModel,
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
  { field: 'language', headerName: 'Language', width: 110 },
  { field: 'format', headerName: 'Format', width: 110 },
  { field: 'sold', headerName: 'Copies sold', type: 'number', width: 120 },
];

export default function ApiRefGrouping() {
  const apiRef = useGridApiRef();
  // A copy of the grid's model, kept up to date whatever changed it (these buttons or the column menus).
  const [model, setModel] = React.useState<GridRowGroupingModel>(['genre']);
  const has = (field: string) => model.includes(field);
  const first = model[0];
  const last = model[model.length - 1];

  return (
    <div style={{ height: 480, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', minHeight: 32 }}>
        <Button size="small" variant="outlined" disabled={has('language')} onClick={() => apiRef.current.addRowGroupingCriteria('language')}>
          Add language
        </Button>
        <Button size="small" variant="outlined" disabled={has('format')} onClick={() => apiRef.current.addRowGroupingCriteria('format', 0)}>
          Add format first
        </Button>
        <Button size="small" variant="outlined" disabled={model.length < 2 || last === undefined} onClick={() => last && apiRef.current.setRowGroupingCriteriaIndex(last, 0)}>
          Move last to top
        </Button>
        <Button size="small" variant="outlined" disabled={first === undefined} onClick={() => first && apiRef.current.removeRowGroupingCriteria(first)}>
          Remove top level
        </Button>
        <Button size="small" onClick={() => apiRef.current.setRowGroupingModel([])}>
          Clear
        </Button>
      </Stack>
      <Typography role="status" variant="body2" sx={{ height: 20 }}>
        Model: [{model.map((field) => `'${field}'`).join(', ')}]
      </Typography>
      <div style={{ height: 404 }}>
        <DataGridPremium
          experimentalFeatures={{ ariaV8: true }}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ rowGrouping: { model: ['genre'] } }}
          onRowGroupingModelChange={setModel}
          hideFooter
        />
      </div>
    </div>
  );
}
