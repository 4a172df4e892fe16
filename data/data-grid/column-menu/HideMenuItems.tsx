import * as React from 'react';
import { DataGrid, GridColumnMenu, type GridColDef, type GridColumnMenuProps } from '@mui/x-data-grid';

function ReportColumnMenu(props: GridColumnMenuProps) {
  // A fixed report: sorting and filtering stay, hiding and managing columns go.
  return <GridColumnMenu {...props} slots={{ columnMenuColumnsItem: null }} />;
}

const rows = [
  { id: 1, store: 'Utrecht', month: 'March', revenue: 48210, returns: 3.1 },
  { id: 2, store: 'Ghent', month: 'March', revenue: 39870, returns: 2.4 },
  { id: 3, store: 'Aachen', month: 'March', revenue: 27455, returns: 4.8 },
  { id: 4, store: 'Lille', month: 'March', revenue: 33120, returns: 2.9 },
];

const columns: GridColDef[] = [
  { field: 'store', headerName: 'Store', flex: 1, minWidth: 110 },
  { field: 'month', headerName: 'Month', width: 100 },
  { field: 'revenue', headerName: 'Revenue (€)', type: 'number', width: 120 },
  { field: 'returns', headerName: 'Returns (%)', type: 'number', width: 120 },
];

export default function HideMenuItems() {
  return (
    <div style={{ height: 270 }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: ReportColumnMenu }} hideFooter />
    </div>
  );
}
