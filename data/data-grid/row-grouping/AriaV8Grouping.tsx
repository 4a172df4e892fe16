import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

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
];

export default function AriaV8Grouping() {
  const container = React.useRef<HTMLDivElement>(null);
  const [ariaV8, setAriaV8] = React.useState(true);
  const [report, setReport] = React.useState('Inspect to read the roles the grid renders.');

  // Reads the DOM the grid rendered: its role and the tree attributes of the first group row.
  const inspect = () => {
    const root = container.current?.querySelector('[role="grid"], [role="treegrid"]');
    const groupRow = container.current?.querySelector('[role="row"][aria-level]');
    setReport(
      `root role="${root?.getAttribute('role')}", first group row aria-level="${groupRow?.getAttribute('aria-level')}" aria-expanded="${groupRow?.getAttribute('aria-expanded')}"`,
    );
  };

  return (
    <div style={{ height: 470, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Stack direction="row" spacing={2} sx={{ height: 38, alignItems: 'center' }}>
        <FormControlLabel
          sx={{ m: 0 }}
          control={<Switch checked={ariaV8} onChange={(event) => setAriaV8(event.target.checked)} />}
          label="ariaV8"
        />
        <Button size="small" variant="outlined" onClick={inspect}>
          Inspect
        </Button>
      </Stack>
      <Typography role="status" variant="body2" sx={{ height: 40, overflow: 'auto' }}>
        {report}
      </Typography>
      <div ref={container} style={{ height: 376 }}>
        <DataGridPremium
          experimentalFeatures={{ ariaV8 }}
          aria-label="Books grouped by genre"
          rows={rows}
          columns={columns}
          initialState={{
            rowGrouping: { model: ['genre'] },
            columns: { columnVisibilityModel: { genre: false } },
          }}
          hideFooter
        />
      </div>
    </div>
  );
}
