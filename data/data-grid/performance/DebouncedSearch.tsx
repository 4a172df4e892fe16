import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  GridFooterContainer,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  useGridApiContext,
  useGridApiEventHandler,
  type GridColDef,
  type GridToolbarProps,
} from '@mui/x-data-grid';

const streets = ['Acacia', 'Birch', 'Cedar', 'Dogwood', 'Elm', 'Fir', 'Ginkgo', 'Hazel', 'Juniper', 'Larch'];
const towns = ['Northwick', 'Easton', 'Southmere', 'Westfold'];

// 20,000 addresses: enough for each filtering pass to take noticeable time.
const rows = Array.from({ length: 20000 }, (_, index) => ({
  id: index + 1,
  street: `${(index % 180) + 1} ${streets[(index * 7) % streets.length]} Street`,
  town: towns[(index * 3) % towns.length],
  postcode: `${towns[(index * 3) % towns.length]?.slice(0, 2).toUpperCase()}${1000 + (index % 8999)}`,
}));

const columns: GridColDef[] = [
  { field: 'street', headerName: 'Street', flex: 1, minWidth: 150 },
  { field: 'town', headerName: 'Town', width: 110 },
  { field: 'postcode', headerName: 'Postcode', width: 110 },
];

// quickFilterProps is one of the props the toolbar slot receives (GridToolbarProps).
function Toolbar({ quickFilterProps }: GridToolbarProps) {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter placeholder="Try “cedar 12”" {...quickFilterProps} />
    </GridToolbarContainer>
  );
}

function FilterPassFooter() {
  const apiRef = useGridApiContext();
  const [passes, setPasses] = React.useState(0);
  useGridApiEventHandler(apiRef, 'filteredRowsSet', () => setPasses((count) => count + 1));
  return <GridFooterContainer sx={{ px: 2, fontSize: 14 }}>Filtering passes: {passes}</GridFooterContainer>;
}

export default function DebouncedSearch() {
  const [debounceMs, setDebounceMs] = React.useState(500);

  return (
    <div style={{ height: 440, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 40, overflowX: 'auto' }}>
        <ToggleButtonGroup size="small" exclusive value={debounceMs} onChange={(_, value: number | null) => value !== null && setDebounceMs(value)}>
          <ToggleButton value={0}>Every key</ToggleButton>
          <ToggleButton value={500}>500 ms pause</ToggleButton>
        </ToggleButtonGroup>
      </div>
      <div style={{ height: 392 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          density="compact"
          slots={{ toolbar: Toolbar, footer: FilterPassFooter }}
          slotProps={{ toolbar: { quickFilterProps: { debounceMs } } }}
        />
      </div>
    </div>
  );
}
