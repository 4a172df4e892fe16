import * as React from 'react';
import {
  DataGrid,
  gridNumberComparator,
  type GridColDef,
  type GridComparatorFn,
  type GridSortDirection,
} from '@mui/x-data-grid';

interface Athlete {
  id: number;
  name: string;
  best: number | null;
}

// A comparator from getSortComparator is used as returned, for both directions:
// flip the comparison of real values for 'desc', but keep empty values at the bottom.
const emptyLast = (direction: GridSortDirection): GridComparatorFn<number | null> => (a, b, paramsA, paramsB) => {
  if (a == null || b == null) {
    return (a == null ? 1 : 0) - (b == null ? 1 : 0);
  }
  const result = gridNumberComparator(a, b, paramsA, paramsB);
  return direction === 'desc' ? -result : result;
};

const columns: GridColDef<Athlete>[] = [
  { field: 'name', headerName: 'Athlete', flex: 1, minWidth: 140 },
  { field: 'best', headerName: 'Best time (s)', type: 'number', width: 150 },
  {
    field: 'bestEmptyLast',
    headerName: 'Same, empty last',
    type: 'number',
    width: 170,
    valueGetter: (_value, row) => row.best,
    getSortComparator: emptyLast,
  },
];

const rows: Athlete[] = [
  { id: 1, name: 'Adaeze Obi', best: 11.42 },
  { id: 2, name: 'Björn Aas', best: null },
  { id: 3, name: 'Carmen Ruiz', best: 11.08 },
  { id: 4, name: 'Dev Patel', best: 11.75 },
  { id: 5, name: 'Eun-ji Seo', best: null },
];

export default function EmptyValuesLast() {
  return (
    <div style={{ height: 340 }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
