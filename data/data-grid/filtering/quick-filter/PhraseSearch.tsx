import * as React from 'react';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  type GridColDef,
} from '@mui/x-data-grid';

// "data engineer" in quotes stays one value; other words are split on spaces.
function parsePhrases(input: string): string[] {
  const matches = input.matchAll(/"([^"]*)"|(\S+)/g);
  return Array.from(matches, (match) => (match[1] ?? match[2] ?? '').trim()).filter(Boolean);
}

// Turns the values back into text when the model is set from code.
function formatPhrases(values: string[]): string {
  return values.map((value) => (value.includes(' ') ? `"${value}"` : value)).join(' ');
}

function PhraseToolbar() {
  return (
    <GridToolbarContainer sx={{ p: 1 }}>
      <GridToolbarQuickFilter quickFilterParser={parsePhrases} quickFilterFormatter={formatPhrases} />
    </GridToolbarContainer>
  );
}

const columns: GridColDef[] = [
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 200 },
  { field: 'company', headerName: 'Company', width: 150 },
  { field: 'city', headerName: 'City', width: 120 },
];

const rows = [
  { id: 1, role: 'Senior data engineer', company: 'Tidewater Labs', city: 'Lisbon' },
  { id: 2, role: 'Data platform engineer', company: 'Northwind Energy', city: 'Oslo' },
  { id: 3, role: 'Data engineer (contract)', company: 'Brightfield', city: 'Remote' },
  { id: 4, role: 'Engineer, data quality', company: 'Tidewater Labs', city: 'Lisbon' },
  { id: 5, role: 'Front-end developer', company: 'Brightfield', city: 'Dublin' },
];

export default function PhraseSearch() {
  return (
    <div style={{ height: 380 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: PhraseToolbar }}
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['data engineer'] } } }}
        hideFooter
      />
    </div>
  );
}
