import * as React from 'react';
import {
  DataGrid,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  GridToolbarFilterButton,
  GridToolbarQuickFilter,
  type GridColDef,
  type GridLocaleText,
} from '@mui/x-data-grid';

// Only the keys listed here change; every other label keeps its English default.
const localeText: Partial<GridLocaleText> = {
  // A toolbar button shows one key and is named by another (the `…Label` key): change both, so
  // that its accessible name still contains what it shows (WCAG 2.5.3, label in name).
  toolbarColumns: 'Fields',
  toolbarColumnsLabel: 'Choose fields',
  toolbarFilters: 'Narrow down',
  toolbarFiltersLabel: 'Narrow down rows',
  toolbarQuickFilterPlaceholder: 'Find a patient…',
  noRowsLabel: 'No appointments today',
  noResultsOverlayLabel: 'No appointment matches your search.',
  footerRowSelected: (count) => (count === 1 ? '1 appointment picked' : `${count.toLocaleString()} appointments picked`),
  MuiTablePagination: {
    labelRowsPerPage: 'Per page',
    labelDisplayedRows: ({ from, to, count }) => `${from}–${to} of ${count} appointments`,
  },
};

const columns: GridColDef[] = [
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'patient', headerName: 'Patient', flex: 1, minWidth: 150 },
  { field: 'reason', headerName: 'Reason', width: 170 },
  { field: 'room', headerName: 'Room', width: 90 },
];

const rows = [
  { id: 1, time: '08:30', patient: 'Ines Duarte', reason: 'Annual check-up', room: 'A2' },
  { id: 2, time: '09:00', patient: 'Jonas Berger', reason: 'Vaccination', room: 'B1' },
  { id: 3, time: '09:45', patient: 'Kaia Jensen', reason: 'Blood test results', room: 'A2' },
  { id: 4, time: '10:15', patient: 'Luca Romano', reason: 'Sprained ankle', room: 'C3' },
  { id: 5, time: '11:00', patient: 'Mei Lin', reason: 'Follow-up visit', room: 'B1' },
  { id: 6, time: '11:30', patient: 'Nico Adler', reason: 'Allergy consultation', room: 'A1' },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
      <GridToolbarFilterButton />
      <div style={{ flex: 1 }} />
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function CustomWording() {
  return (
    <div style={{ height: 420 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        localeText={localeText}
        checkboxSelection
        slots={{ toolbar: Toolbar }}
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
      />
    </div>
  );
}
