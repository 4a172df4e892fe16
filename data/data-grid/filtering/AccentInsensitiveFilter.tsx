import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', width: 140 },
];

const rows = [
  { id: 1, city: 'São Paulo', country: 'Brazil' },
  { id: 2, city: 'Sao Tome', country: 'São Tomé and Príncipe' },
  { id: 3, city: 'Zürich', country: 'Switzerland' },
  { id: 4, city: 'Kraków', country: 'Poland' },
  { id: 5, city: 'Saône-et-Loire', country: 'France' },
  { id: 6, city: 'Malmö', country: 'Sweden' },
];

export default function AccentInsensitiveFilter() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'city', operator: 'contains', value: 'sao' }],
  });

  const handleToggle = (event: React.ChangeEvent<HTMLInputElement>) => {
    setIgnoreDiacritics(event.target.checked);
    // The option is read when filters run: pass a new model object so they run again.
    setFilterModel((model) => ({ ...model }));
  };

  return (
    <div style={{ height: 360, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <FormControlLabel
        sx={{ height: 40, m: 0 }}
        control={<Switch checked={ignoreDiacritics} onChange={handleToggle} />}
        label="ignoreDiacritics"
      />
      <div style={{ height: 312 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          // Strips accents from both the cell values and the filter value before comparing.
          ignoreDiacritics={ignoreDiacritics}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          hideFooter
        />
      </div>
    </div>
  );
}
