import * as React from 'react';
import Button from '@mui/material/Button';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarExport,
  useGridApiRef,
  type GridColDef,
  type GridCsvExportOptions,
} from '@mui/x-data-grid';

// Shared by the toolbar button (download) and the preview below the grid.
const csvOptions: GridCsvExportOptions = { fileName: 'greenhouse-stock', delimiter: ';', utf8WithBom: true };

const columns: GridColDef[] = [
  { field: 'plant', headerName: 'Plant', flex: 1, minWidth: 150 },
  { field: 'variety', headerName: 'Variety', width: 140 },
  { field: 'pots', headerName: 'Pots', type: 'number', width: 90 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100 },
  // Internal ids stay in the grid but never reach the file.
  { field: 'sku', headerName: 'SKU', width: 100, disableExport: true },
];

const rows = [
  { id: 1, plant: 'Tomato', variety: 'Cœur de bœuf', pots: 48, price: 3.5, sku: 'TM-014' },
  { id: 2, plant: 'Basil', variety: 'Genovese', pots: 120, price: 2.2, sku: 'BS-002' },
  { id: 3, plant: 'Pepper', variety: 'Padrón', pots: 36, price: 3.9, sku: 'PP-031' },
  { id: 4, plant: 'Lavender', variety: 'Hidcote', pots: 25, price: 6.0, sku: 'LV-007' },
];

function ExportToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarExport csvOptions={csvOptions} printOptions={{ hideFooter: true }} />
    </GridToolbarContainer>
  );
}

export default function CsvExportPreview() {
  const apiRef = useGridApiRef();
  const [csv, setCsv] = React.useState('Click "Preview CSV" to see the file content.');

  return (
    <div style={{ height: 420, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 250 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} slots={{ toolbar: ExportToolbar }} hideFooter />
      </div>
      <div style={{ height: 36, display: 'flex', gap: 8 }}>
        <Button size="small" variant="outlined" onClick={() => setCsv(apiRef.current.getDataAsCsv(csvOptions))}>
          Preview CSV
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.exportDataAsCsv(csvOptions)}>
          Download CSV
        </Button>
      </div>
      <pre tabIndex={0} style={{ margin: 0, height: 118, overflow: 'auto', fontSize: 13, lineHeight: '20px' }}>
        <code>{csv}</code>
      </pre>
    </div>
  );
}
