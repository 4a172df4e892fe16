import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type DataGridPremiumProps, type GridColDef } from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'continent', headerName: 'Continent', width: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'venues', headerName: 'Venues', type: 'number', width: 100 },
];

const rows = [
  { id: 1, continent: 'Europe', country: 'Spain', city: 'Bilbao', venues: 14 },
  { id: 2, continent: 'Europe', country: 'Spain', city: 'Málaga', venues: 9 },
  { id: 3, continent: 'Europe', country: 'Poland', city: 'Gdańsk', venues: 7 },
  { id: 4, continent: 'Asia', country: 'Japan', city: 'Kanazawa', venues: 5 },
  { id: 5, continent: 'Asia', country: 'Japan', city: 'Nagoya', venues: 12 },
  { id: 6, continent: 'Asia', country: 'Vietnam', city: 'Hội An', venues: 4 },
];

// Called once per grouping column: once in "single" mode (with every field), once per field in "multiple" mode.
const groupingColDef: DataGridPremiumProps['groupingColDef'] = ({ fields }) => {
  if (fields.length === 1 && fields[0] === 'continent') {
    return { headerName: 'Continent', width: 130 };
  }
  // leafField: leaf rows show their city in this column instead of an empty cell.
  return { headerName: fields.length === 1 ? 'Country' : 'Place', leafField: 'city', width: 170 };
};

export default function MultipleGroupingColumns() {
  const [multiple, setMultiple] = React.useState(true);

  return (
    <div style={{ height: 460, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 40, overflow: 'hidden', whiteSpace: 'nowrap' }}>
        <FormControlLabel
          control={<Switch checked={multiple} onChange={(event) => setMultiple(event.target.checked)} />}
          label={`rowGroupingColumnMode="${multiple ? 'multiple' : 'single'}"`}
        />
      </div>
      <div style={{ height: 412 }}>
        <DataGridPremium
          experimentalFeatures={{ ariaV8: true }}
          rows={rows}
          columns={columns}
          rowGroupingColumnMode={multiple ? 'multiple' : 'single'}
          groupingColDef={groupingColDef}
          initialState={{
            rowGrouping: { model: ['continent', 'country'] },
            columns: { columnVisibilityModel: { continent: false, country: false, city: false } },
          }}
          defaultGroupingExpansionDepth={-1}
          hideFooter
        />
      </div>
    </div>
  );
}
