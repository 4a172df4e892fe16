import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  type GridColDef,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Plant', width: 170, hideable: false },
  { field: 'latin', headerName: 'Latin name', width: 190 },
  { field: 'light', headerName: 'Light', width: 120 },
  { field: 'water', headerName: 'Water every', width: 120 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100 },
];

const rows = [
  { id: 1, name: 'Snake plant', latin: 'Dracaena trifasciata', light: 'Low', water: '3 weeks', price: 18 },
  { id: 2, name: 'Fiddle-leaf fig', latin: 'Ficus lyrata', light: 'Bright', water: '1 week', price: 45 },
  { id: 3, name: 'Pothos', latin: 'Epipremnum aureum', light: 'Medium', water: '10 days', price: 12 },
  { id: 4, name: 'ZZ plant', latin: 'Zamioculcas zamiifolia', light: 'Low', water: '3 weeks', price: 24 },
];

const compactModel: GridColumnVisibilityModel = { latin: false, light: false, water: false };

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
    </GridToolbarContainer>
  );
}

export default function ToggleDetails() {
  const [model, setModel] = React.useState<GridColumnVisibilityModel>(compactModel);
  const compact = Object.keys(compactModel).every((field) => model[field] === false);

  return (
    <div style={{ height: 370, display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        style={{ height: 42, margin: 0 }}
        label="Hide care details"
        control={
          <Switch checked={compact} onChange={(event) => setModel(event.target.checked ? compactModel : {})} />
        }
      />
      <div style={{ height: 328 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={setModel}
          slots={{ toolbar: Toolbar }}
          hideFooter
        />
      </div>
    </div>
  );
}
