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
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 130 },
];

const rows = [
  { id: 1, name: 'Zoë Lefèvre', city: 'Besançon' },
  { id: 2, name: 'Zoe Parker', city: 'Bristol' },
  { id: 3, name: 'Jiří Dvořák', city: 'Brno' },
  { id: 4, name: 'Jiri Baker', city: 'Boston' },
  { id: 5, name: 'Ça Va Café', city: 'Nantes' },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function DiacriticsQuickFilter() {
  const [ignore, setIgnore] = React.useState(true);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [], quickFilterValues: ['zoe'] });

  return (
    <div style={{ height: 340 }}>
      <FormControlLabel
        style={{ height: 42, margin: 0 }}
        label="ignoreDiacritics"
        control={
          <Switch
            checked={ignore}
            onChange={(event) => {
              setIgnore(event.target.checked);
              // The option is read when the filters run, and a new prop value alone does not run
              // them: a copy of the model does.
              setFilterModel((model) => ({ ...model }));
            }}
          />
        }
      />
      <div style={{ height: 298 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          ignoreDiacritics={ignore}
          slots={{ toolbar: Toolbar }}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          hideFooter
        />
      </div>
    </div>
  );
}
