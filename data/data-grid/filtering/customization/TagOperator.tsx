import * as React from 'react';
import {
  DataGrid,
  GridFilterInputValue,
  GridToolbarContainer,
  GridToolbarFilterButton,
  type GridColDef,
  type GridFilterOperator,
} from '@mui/x-data-grid';

interface Episode {
  id: number;
  title: string;
  minutes: number;
  tags: string[];
}

// Matches rows whose tag list contains the typed word (case-insensitive).
const hasTagOperator: GridFilterOperator<Episode, string[]> = {
  label: 'has tag',
  value: 'hasTag',
  getApplyFilterFn: (filterItem) => {
    if (typeof filterItem.value !== 'string' || filterItem.value.trim() === '') {
      return null; // No value yet: the item is ignored.
    }
    const wanted = filterItem.value.trim().toLowerCase();
    return (tags) => tags.some((tag) => tag.toLowerCase() === wanted);
  },
  InputComponent: GridFilterInputValue,
};

const columns: GridColDef<Episode>[] = [
  { field: 'title', headerName: 'Episode', flex: 1, minWidth: 180 },
  { field: 'minutes', headerName: 'Length (min)', type: 'number', width: 120 },
  {
    field: 'tags',
    headerName: 'Tags',
    width: 220,
    sortable: false,
    valueFormatter: (value: string[]) => value.join(', '),
    filterOperators: [hasTagOperator],
  },
];

const rows: Episode[] = [
  { id: 1, title: 'Designing for slow networks', minutes: 42, tags: ['performance', 'design'] },
  { id: 2, title: 'A year of accessible forms', minutes: 55, tags: ['a11y', 'forms'] },
  { id: 3, title: 'Colour systems that scale', minutes: 38, tags: ['design', 'css'] },
  { id: 4, title: 'Testing without mocks', minutes: 47, tags: ['testing'] },
  { id: 5, title: 'Motion and vestibular safety', minutes: 31, tags: ['a11y', 'design'] },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
    </GridToolbarContainer>
  );
}

export default function TagOperator() {
  return (
    <div style={{ height: 360 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: Toolbar }}
        initialState={{ filter: { filterModel: { items: [{ field: 'tags', operator: 'hasTag', value: 'design' }] } } }}
        hideFooter
      />
    </div>
  );
}
