import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const euro = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

const columns: GridColDef[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 130 },
  { field: 'phone', headerName: 'Phone', width: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100, valueFormatter: (value: number) => euro.format(value) },
  { field: 'ordered', headerName: 'Ordered', type: 'date', width: 110 },
];

const rows = [
  { id: 1, customer: 'Inès Laurent', phone: '+33 6 12 34 56 78', total: 84.5, ordered: new Date(2025, 3, 2) },
  { id: 2, customer: 'Tomás, Rivera & Co', phone: '0161 496 0321', total: 1290, ordered: new Date(2025, 3, 9) },
  { id: 3, customer: 'Mei "Mae" Chen', phone: '+1 415 555 0132', total: 42, ordered: new Date(2025, 3, 17) },
];

export default function CsvCellValues() {
  const apiRef = useGridApiRef();
  const [raw, setRaw] = React.useState(false);
  const [csv, setCsv] = React.useState('');

  // The grid prop changes what getDataAsCsv reads: refresh the preview after each render.
  React.useEffect(() => {
    setCsv(apiRef.current.getDataAsCsv());
  }, [apiRef, raw]);

  return (
    <div style={{ height: 400, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 200 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          ignoreValueFormatterDuringExport={raw}
          hideFooter
          density="compact"
        />
      </div>
      <FormControlLabel
        sx={{ height: 38, m: 0 }}
        control={<Switch checked={raw} onChange={(event) => setRaw(event.target.checked)} />}
        label="Export raw values"
      />
      <Box component="pre" tabIndex={0} sx={{ m: 0, height: 138, overflow: 'auto', fontSize: 13, lineHeight: '18px' }}>
        <code>{csv}</code>
      </Box>
    </div>
  );
}
