import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Office {
  id: number;
  office: string;
  country: string;
  city: string;
}

const citiesByCountry: Record<string, string[]> = {
  Kenya: ['Nairobi', 'Mombasa', 'Kisumu'],
  Chile: ['Santiago', 'Valparaíso', 'Concepción'],
  Poland: ['Kraków', 'Gdańsk', 'Wrocław'],
};

const initialRows: Office[] = [
  { id: 1, office: 'Sales hub', country: 'Kenya', city: 'Nairobi' },
  { id: 2, office: 'Support desk', country: 'Chile', city: 'Valparaíso' },
  { id: 3, office: 'Research lab', country: 'Poland', city: 'Gdańsk' },
];

// Cell editing: each cell is saved on its own, so the country cannot touch the city's
// editor. Its valueSetter returns the whole row instead, with the city emptied.
const columns: GridColDef<Office>[] = [
  { field: 'office', headerName: 'Office', flex: 1, minWidth: 120, editable: true },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    valueOptions: Object.keys(citiesByCountry),
    width: 120,
    editable: true,
    valueSetter: (value: string, row) => (value === row.country ? row : { ...row, country: value, city: '' }),
  },
  {
    field: 'city',
    headerName: 'City',
    type: 'singleSelect',
    valueOptions: ({ row }) => (row ? (citiesByCountry[row.country] ?? []) : Object.values(citiesByCountry).flat()),
    width: 130,
    editable: true,
  },
];

export default function LinkedFieldsCellMode() {
  const [log, setLog] = React.useState('Change a country: its city empties, and the city list follows.');

  return (
    <div style={{ height: 300, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 250 }}>
        <DataGrid
          rows={initialRows}
          columns={columns}
          processRowUpdate={(newRow: Office) => {
            setLog(`${newRow.office}: ${newRow.country}, ${newRow.city || 'city to choose'}`);
            return newRow;
          }}
          hideFooter
        />
      </div>
      <div role="status" style={{ height: 42, fontSize: 14, lineHeight: '21px', overflow: 'auto' }}>
        {log}
      </div>
    </div>
  );
}
