import * as React from 'react';
import {
  DataGrid,
  GridColumnMenu,
  GridColumnMenuHideItem,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

function HideOnlyMenu(props: GridColumnMenuProps) {
  // columnMenuColumnsItem renders both "Hide column" and "Manage columns".
  // Putting the exported GridColumnMenuHideItem in its slot keeps only the first.
  return <GridColumnMenu {...props} slots={{ columnMenuColumnsItem: GridColumnMenuHideItem }} />;
}

const rows = [
  { id: 1, city: 'Reykjavík', temp: 4.1, wind: 32, rain: 2.8 },
  { id: 2, city: 'Tromsø', temp: -1.5, wind: 18, rain: 1.2 },
  { id: 3, city: 'Tórshavn', temp: 6.3, wind: 41, rain: 4.6 },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120, hideable: false },
  { field: 'temp', headerName: 'Temp (°C)', type: 'number', width: 110 },
  { field: 'wind', headerName: 'Wind (km/h)', type: 'number', width: 120 },
  { field: 'rain', headerName: 'Rain (mm)', type: 'number', width: 110 },
];

export default function DefaultItemsSplit() {
  return (
    <div style={{ height: 220 }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: HideOnlyMenu }} hideFooter />
    </div>
  );
}
