import * as React from 'react';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarFilterButton,
  getGridStringOperators,
  type GridColDef,
  type GridFilterOperator,
} from '@mui/x-data-grid';

// Other names people type for the same country.
const aliases: Record<string, string[]> = {
  'United Kingdom': ['UK', 'Great Britain', 'Britain'],
  'United States': ['USA', 'US', 'America'],
  Netherlands: ['Holland', 'NL'],
  Switzerland: ['CH', 'Schweiz', 'Suisse'],
};

/**
 * Every built-in string operator, wrapped: a row passes when the operator matches the country
 * name or one of its aliases. Labels, inputs and the empty-value handling stay the built-in ones.
 */
const countryOperators: GridFilterOperator[] = getGridStringOperators().map((operator) => ({
  ...operator,
  getApplyFilterFn: (filterItem, column) => {
    const test = operator.getApplyFilterFn(filterItem, column);
    if (!test) return null;
    return (value, row, col, apiRef) =>
      test(value, row, col, apiRef) || (aliases[String(value)] ?? []).some((alias) => test(alias, row, col, apiRef));
  },
}));

const columns: GridColDef[] = [
  { field: 'office', headerName: 'Office', flex: 1, minWidth: 130 },
  { field: 'country', headerName: 'Country', width: 160, filterOperators: countryOperators },
  { field: 'staff', headerName: 'Staff', type: 'number', width: 90 },
];

const rows = [
  { id: 1, office: 'Manchester', country: 'United Kingdom', staff: 42 },
  { id: 2, office: 'Rotterdam', country: 'Netherlands', staff: 18 },
  { id: 3, office: 'Austin', country: 'United States', staff: 65 },
  { id: 4, office: 'Basel', country: 'Switzerland', staff: 12 },
  { id: 5, office: 'Leeds', country: 'United Kingdom', staff: 9 },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
    </GridToolbarContainer>
  );
}

export default function WrapOperators() {
  return (
    <div style={{ height: 370 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: Toolbar }}
        initialState={{ filter: { filterModel: { items: [{ field: 'country', operator: 'contains', value: 'uk' }] } } }}
        hideFooter
      />
    </div>
  );
}
