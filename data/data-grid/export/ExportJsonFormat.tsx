import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridCsvExportMenuItem,
  GridToolbarContainer,
  GridToolbarExportContainer,
  gridFilteredSortedRowIdsSelector,
  gridVisibleColumnFieldsSelector,
  useGridApiContext,
  type GridColDef,
  type GridExportMenuItemProps,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'code', headerName: 'Airport', width: 100 },
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
  { field: 'gates', headerName: 'Gates', type: 'number', width: 90 },
  { field: 'hub', headerName: 'Hub', type: 'boolean', width: 80 },
];

const rows = [
  { id: 1, code: 'LIS', city: 'Lisbon', gates: 56, hub: true },
  { id: 2, code: 'OPO', city: 'Porto', gates: 26, hub: false },
  { id: 3, code: 'FAO', city: 'Faro', gates: 18, hub: false },
  { id: 4, code: 'FNC', city: 'Funchal', gates: 12, hub: false },
];

function downloadJson(content: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Give the browser a moment to start the download before the URL is revoked.
  setTimeout(() => URL.revokeObjectURL(url));
}

// A menu item like the built-in ones: it reads the rows and columns the grid shows, in order.
function JsonExportMenuItem({ hideMenu }: GridExportMenuItemProps<object>) {
  const apiRef = useGridApiContext();
  const handleClick = () => {
    const fields = gridVisibleColumnFieldsSelector(apiRef);
    const data = gridFilteredSortedRowIdsSelector(apiRef).map((id) => {
      const row = apiRef.current.getRow(id);
      return Object.fromEntries(fields.map((field) => [field, row[field]]));
    });
    downloadJson(JSON.stringify(data, null, 2), 'airports.json');
    hideMenu?.();
  };
  return <MenuItem onClick={handleClick}>Download as JSON</MenuItem>;
}

function JsonToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarExportContainer>
        <GridCsvExportMenuItem options={{ fileName: 'airports' }} />
        <JsonExportMenuItem />
      </GridToolbarExportContainer>
    </GridToolbarContainer>
  );
}

export default function ExportJsonFormat() {
  return (
    <div style={{ height: 310, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: JsonToolbar }} hideFooter />
    </div>
  );
}
