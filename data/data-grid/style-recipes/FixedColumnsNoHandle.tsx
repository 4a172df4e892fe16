import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'code', headerName: 'Code', width: 90, resizable: false },
  { field: 'airport', headerName: 'Airport', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'terminals', headerName: 'Terminals', type: 'number', width: 110, resizable: false },
];

const rows = [
  { id: 1, code: 'HEL', airport: 'Helsinki-Vantaa', city: 'Vantaa', terminals: 2 },
  { id: 2, code: 'LIS', airport: 'Humberto Delgado', city: 'Lisbon', terminals: 2 },
  { id: 3, code: 'YVR', airport: 'Vancouver International', city: 'Richmond', terminals: 3 },
  { id: 4, code: 'NBO', airport: 'Jomo Kenyatta International', city: 'Nairobi', terminals: 3 },
];

export default function FixedColumnsNoHandle() {
  const [hideFixed, setHideFixed] = React.useState(true);

  return (
    <div style={{ height: 330, display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        style={{ height: 42, marginLeft: 0 }}
        control={<Switch checked={hideFixed} onChange={(event) => setHideFixed(event.target.checked)} />}
        label="Hide handles of fixed columns"
      />
      <div style={{ height: 288 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          sx={
            hideFixed
              ? {
                  // Every header has a separator; only resizable columns add the `--resizable` class.
                  [`& .${gridClasses.columnSeparator}:not(.${gridClasses['columnSeparator--resizable']})`]: {
                    display: 'none',
                  },
                }
              : undefined
          }
        />
      </div>
    </div>
  );
}
