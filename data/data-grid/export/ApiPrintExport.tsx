import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'dish', headerName: 'Dish', flex: 1, minWidth: 150 },
  { field: 'table', headerName: 'Table', type: 'number', width: 80 },
  { field: 'notes', headerName: 'Notes', width: 170 },
];

const rows = [
  { id: 1, dish: 'Mushroom risotto', table: 4, notes: 'No parmesan' },
  { id: 2, dish: 'Grilled sea bass', table: 4, notes: '' },
  { id: 3, dish: 'Lentil soup', table: 7, notes: 'Extra bread' },
  { id: 4, dish: 'Lamb tagine', table: 9, notes: 'Mild' },
  { id: 5, dish: 'Tarte tatin', table: 7, notes: 'With cream' },
];

// Printing is started from the page, not from a toolbar: the selected rows only,
// without the grid's own chrome.
export default function ApiPrintExport() {
  const apiRef = useGridApiRef();
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([2, 3]);

  return (
    <div style={{ height: 380, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Stack direction="row" spacing={1} sx={{ height: 36, alignItems: 'center' }}>
        <Button
          size="small"
          variant="contained"
          disabled={selection.length === 0}
          onClick={() => apiRef.current.exportDataAsPrint({ fileName: 'Kitchen tickets', hideFooter: true, hideToolbar: true, fields: ['table', 'dish', 'notes'] })}
        >
          Print {selection.length} ticket{selection.length === 1 ? '' : 's'}
        </Button>
      </Stack>
      <div style={{ height: 336 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </div>
    </div>
  );
}
