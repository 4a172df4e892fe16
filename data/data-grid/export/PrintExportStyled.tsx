import * as React from 'react';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarExport,
  type GridColDef,
  type GridPrintExportOptions,
} from '@mui/x-data-grid';

// The printed copy: landscape, no toolbar or footer, a serif font and a title row
// added by the print window's body class.
const printOptions: GridPrintExportOptions = {
  fileName: 'Shift rota, week 15',
  hideToolbar: true,
  hideFooter: true,
  bodyClassName: 'rota-print',
  pageStyle: `
    @page { size: landscape; margin: 12mm; }
    .rota-print { font-family: Georgia, serif; }
    .rota-print::before { content: 'Shift rota, week 15'; display: block; font-size: 20px; margin-bottom: 8px; }
    .rota-print .MuiDataGrid-columnHeaders { background: #eee; }
  `,
};

const days = [
  { field: 'mon', headerName: 'Mon' },
  { field: 'tue', headerName: 'Tue' },
  { field: 'wed', headerName: 'Wed' },
  { field: 'thu', headerName: 'Thu' },
  { field: 'fri', headerName: 'Fri' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Nurse', flex: 1, minWidth: 120 },
  ...days.map((day): GridColDef => ({ ...day, width: 70 })),
];

const shifts = ['Early', 'Late', 'Night', 'Off'];
const rows = ['A. Okafor', 'B. Lindqvist', 'C. Duarte', 'D. Haddad', 'E. Novak'].map((name, person) => ({
  id: person + 1,
  name,
  ...Object.fromEntries(days.map((day, index) => [day.field, shifts[(person + index) % shifts.length]])),
}));

function RotaToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarExport printOptions={printOptions} csvOptions={{ disableToolbarButton: true }} />
    </GridToolbarContainer>
  );
}

export default function PrintExportStyled() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: RotaToolbar }} hideFooter />
    </div>
  );
}
