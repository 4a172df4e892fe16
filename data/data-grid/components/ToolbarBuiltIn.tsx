import * as React from 'react';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Film', flex: 1, minWidth: 150 },
  { field: 'director', headerName: 'Director', width: 150 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
];

const rows = [
  { id: 1, title: 'Cléo from 5 to 7', director: 'Agnès Varda', minutes: 90 },
  { id: 2, title: 'Tokyo Story', director: 'Yasujirō Ozu', minutes: 136 },
  { id: 3, title: 'Black Girl', director: 'Ousmane Sembène', minutes: 65 },
  { id: 4, title: 'Wild Strawberries', director: 'Ingmar Bergman', minutes: 91 },
];

// No component of our own: the built-in toolbar, configured only through slotProps.
export default function ToolbarBuiltIn() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          toolbar: {
            showQuickFilter: true,
            quickFilterProps: { debounceMs: 300 },
            printOptions: { disableToolbarButton: true },
            csvOptions: { fileName: 'film-club' },
          },
        }}
        hideFooter
      />
    </div>
  );
}
