import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, gridClasses, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'plant', headerName: 'Plant', width: 110 },
  // Wrapped text: rows grow to fit it (getRowHeight returns 'auto').
  { field: 'care', headerName: 'Care notes', width: 200, maxWidth: 360 },
  { field: 'water', headerName: 'Water every', width: 100 },
];

const rows = [
  { id: 1, plant: 'Monstera', care: 'Bright indirect light; wipe the leaves monthly so they can breathe.', water: '7 days' },
  { id: 2, plant: 'Snake plant', care: 'Tolerates shade and neglect.', water: '3 weeks' },
  { id: 3, plant: 'Calathea', care: 'Filtered water only, high humidity, no direct sun: the leaves curl when the air is dry.', water: '5 days' },
];

export default function AutosizeWrappedRows() {
  const apiRef = useGridApiRef();

  return (
    <div style={{ height: 340 }}>
      <Stack direction="row" spacing={1} style={{ height: 32, marginBottom: 8 }}>
        <Button size="small" variant="outlined" onClick={() => void apiRef.current.autosizeColumns({ includeHeaders: true })}>
          Autosize
        </Button>
        <Button
          size="small"
          onClick={() =>
            apiRef.current.updateColumns(columns.map((column) => ({ ...column })))
          }
        >
          Reset widths
        </Button>
      </Stack>
      <div style={{ height: 300 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          getRowHeight={() => 'auto'}
          hideFooter
          sx={{ [`& .${gridClasses['row--dynamicHeight']} > .${gridClasses.cell}`]: { py: 1 } }}
        />
      </div>
    </div>
  );
}
