import * as React from 'react';
import Button from '@mui/material/Button';
import { DataGrid, useGridApiRef, type GridColDef, type GridInitialState } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Volunteer', flex: 1, minWidth: 130 },
  { field: 'shift', headerName: 'Shift', width: 110 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90 },
];

const rows = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  name: ['Amal', 'Björn', 'Chiara', 'Dmitri', 'Esi', 'Faisal', 'Gwen', 'Hiro'][index % 8] + ` ${String.fromCharCode(65 + (index % 26))}.`,
  shift: ['Morning', 'Afternoon', 'Evening'][index % 3],
  hours: 2 + ((index * 5) % 7),
}));

// The first mount uses this; later mounts use what the grid exported when it was hidden.
const defaultState: GridInitialState = {
  pagination: { paginationModel: { pageSize: 5, page: 0 } },
  sorting: { sortModel: [{ field: 'hours', sort: 'desc' }] },
};

export default function RemountWithState() {
  const apiRef = useGridApiRef();
  const [visible, setVisible] = React.useState(true);
  const [initialState, setInitialState] = React.useState<GridInitialState>(defaultState);

  const toggle = () => {
    if (visible) {
      // Read the state while the grid still exists, then unmount it.
      setInitialState(apiRef.current.exportState());
    }
    setVisible(!visible);
  };

  return (
    <div style={{ height: 420, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 36 }}>
        <Button size="small" variant="outlined" onClick={toggle}>
          {visible ? 'Hide the grid' : 'Show the grid again'}
        </Button>
      </div>
      <div style={{ height: 376 }}>
        {visible ? (
          <DataGrid apiRef={apiRef} rows={rows} columns={columns} initialState={initialState} pageSizeOptions={[5, 10]} />
        ) : (
          <p style={{ margin: 0 }}>
            The grid is unmounted. Its page, page size, sort and filters were exported and will be passed back
            through <code>initialState</code>.
          </p>
        )}
      </div>
    </div>
  );
}
