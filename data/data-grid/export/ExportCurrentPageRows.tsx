import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarExport,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  useGridApiRef,
  type GridColDef,
  type GridCsvExportOptions,
  type GridCsvGetRowsToExportParams,
} from '@mui/x-data-grid';

// The rows of the page on screen, in their sorted order, after filtering.
const currentPageRows = ({ apiRef }: GridCsvGetRowsToExportParams) => gridPaginatedVisibleSortedGridRowIdsSelector(apiRef);

const csvOptions: GridCsvExportOptions = { fileName: 'readings-this-page', getRowsToExport: currentPageRows };

const columns: GridColDef[] = [
  { field: 'sensor', headerName: 'Sensor', flex: 1, minWidth: 120 },
  { field: 'room', headerName: 'Room', width: 110 },
  { field: 'celsius', headerName: '°C', type: 'number', width: 80 },
];

const rooms = ['Lab A', 'Lab B', 'Cold room', 'Office'];
const rows = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  sensor: `T-${String(index + 1).padStart(2, '0')}`,
  room: rooms[index % rooms.length],
  celsius: Math.round((19 + ((index * 7) % 11) * 0.6 - (index % 4 === 2 ? 15 : 0)) * 10) / 10,
}));

function PageToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarExport csvOptions={csvOptions} printOptions={{ getRowsToExport: currentPageRows }} />
    </GridToolbarContainer>
  );
}

export default function ExportCurrentPageRows() {
  const apiRef = useGridApiRef();
  const [csv, setCsv] = React.useState('Change the page, then preview: only its 4 rows are exported.');

  return (
    <div style={{ height: 470, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 330 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          slots={{ toolbar: PageToolbar }}
          initialState={{ pagination: { paginationModel: { pageSize: 4 } } }}
          pageSizeOptions={[4]}
        />
      </div>
      <div style={{ height: 36 }}>
        <Button size="small" variant="outlined" onClick={() => setCsv(apiRef.current.getDataAsCsv(csvOptions))}>
          Preview CSV
        </Button>
      </div>
      <Box component="pre" tabIndex={0} sx={{ m: 0, height: 88, overflow: 'auto', fontSize: 13, lineHeight: '18px' }}>
        <code>{csv}</code>
      </Box>
    </div>
  );
}
