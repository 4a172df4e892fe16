import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridOverlay,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  useGridApiContext,
  type GridColDef,
} from '@mui/x-data-grid';

function NoMatchesOverlay() {
  const apiRef = useGridApiContext();
  // Clears both the filter items and the quick filter words.
  const reset = () => apiRef.current.setFilterModel({ items: [], quickFilterValues: [] });

  return (
    // Inside the grid (role="grid") only rows and cells are expected: one row with one cell
    // holds the message and the button, so assistive technology reaches both.
    <GridOverlay role="row">
      <Stack role="gridcell" alignItems="center" spacing={1}>
        <Typography variant="body2" color="text.secondary">No plant matches this search.</Typography>
        <Button size="small" onClick={reset}>Show all plants</Button>
      </Stack>
    </GridOverlay>
  );
}

function SearchToolbar() {
  return (
    <GridToolbarContainer sx={{ p: 1 }}>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

const columns: GridColDef[] = [
  { field: 'plant', headerName: 'Plant', flex: 1, minWidth: 130 },
  { field: 'family', headerName: 'Family', width: 140 },
];

const rows = [
  { id: 1, plant: 'Basil', family: 'Lamiaceae' },
  { id: 2, plant: 'Fennel', family: 'Apiaceae' },
  { id: 3, plant: 'Sage', family: 'Lamiaceae' },
  { id: 4, plant: 'Coriander', family: 'Apiaceae' },
];

export default function NoResultsWithReset() {
  return (
    <div style={{ height: 340 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: SearchToolbar, noResultsOverlay: NoMatchesOverlay }}
        // Starts with a search that matches nothing, so the overlay shows.
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['cactus'] } } }}
        hideFooter
      />
    </div>
  );
}
