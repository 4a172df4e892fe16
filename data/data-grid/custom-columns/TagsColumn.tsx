import * as React from 'react';
import Chip from '@mui/material/Chip';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  type GridColDef,
  type GridComparatorFn,
} from '@mui/x-data-grid';

interface Recipe {
  id: number;
  dish: string;
  tags: string[];
}

const rows: Recipe[] = [
  { id: 1, dish: 'Shakshuka', tags: ['vegetarian', 'brunch'] },
  { id: 2, dish: 'Pad kra pao', tags: ['spicy', 'quick'] },
  { id: 3, dish: 'Ribollita', tags: ['vegan', 'soup', 'winter'] },
  { id: 4, dish: 'Tortilla española', tags: ['vegetarian'] },
  { id: 5, dish: 'Dal tadka', tags: ['vegan', 'spicy', 'quick', 'budget'] },
];

// Arrays have no natural order: sort by how many tags a recipe has.
const byTagCount: GridComparatorFn<string[]> = (a, b) => a.length - b.length;

const columns: GridColDef<Recipe>[] = [
  { field: 'dish', headerName: 'Dish', width: 150 },
  {
    field: 'tags',
    headerName: 'Tags',
    type: 'custom',
    flex: 1,
    minWidth: 220,
    display: 'flex',
    sortComparator: byTagCount,
    // Text for the export, the clipboard and the default quick filter.
    valueFormatter: (value: string[]) => value.join(', '),
    // The quick filter matches a tag that starts with the typed text.
    getApplyQuickFilterFn: (search: string) => {
      const needle = search.toLowerCase();
      return (value: string[]) => value.some((tag) => tag.startsWith(needle));
    },
    filterable: false,
    renderCell: (params) => (
      <div style={{ display: 'flex', gap: 4, overflow: 'hidden' }}>
        {params.row.tags.map((tag) => (
          <Chip key={tag} label={tag} size="small" variant="outlined" />
        ))}
      </div>
    ),
  },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter placeholder="Search dishes or tags" />
    </GridToolbarContainer>
  );
}

export default function TagsColumn() {
  return (
    <div style={{ height: 380 }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: Toolbar }} hideFooter />
    </div>
  );
}
