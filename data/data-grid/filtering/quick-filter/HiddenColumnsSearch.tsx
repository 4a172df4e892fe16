import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'city', headerName: 'City', width: 110 },
  // Hidden, but worth searching: support staff paste e-mail addresses into the search box.
  { field: 'email', headerName: 'E-mail', width: 200 },
];

const rows = [
  { id: 1, name: 'Brightwater Ltd', city: 'Bristol', email: 'accounts@brightwater.example' },
  { id: 2, name: 'Kaya Studio', city: 'Izmir', email: 'hello@kaya.example' },
  { id: 3, name: 'Nordlys AS', city: 'Tromsø', email: 'post@nordlys.example' },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function HiddenColumnsSearch() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['kaya.example'],
    quickFilterExcludeHiddenColumns: false,
  });

  return (
    <div style={{ height: 310 }}>
      <FormControlLabel
        style={{ height: 42, margin: 0 }}
        label="Search hidden columns"
        control={
          <Switch
            checked={filterModel.quickFilterExcludeHiddenColumns === false}
            onChange={(event) => setFilterModel({ ...filterModel, quickFilterExcludeHiddenColumns: !event.target.checked })}
          />
        }
      />
      <div style={{ height: 268 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          slots={{ toolbar: Toolbar }}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          initialState={{ columns: { columnVisibilityModel: { email: false } } }}
          hideFooter
        />
      </div>
    </div>
  );
}
