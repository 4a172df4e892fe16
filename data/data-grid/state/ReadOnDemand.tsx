import * as React from 'react';
import Button from '@mui/material/Button';
import {
  DataGrid,
  GridToolbar,
  gridFilteredSortedRowIdsSelector,
  gridVisibleColumnFieldsSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'code', headerName: 'Code', width: 90 },
  { field: 'airport', headerName: 'Airport', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'runways', headerName: 'Runways', type: 'number', width: 100 },
];

const rows = [
  { id: 'KEF', code: 'KEF', airport: 'Keflavík', country: 'Iceland', runways: 2 },
  { id: 'NBO', code: 'NBO', airport: 'Jomo Kenyatta', country: 'Kenya', runways: 1 },
  { id: 'AKL', code: 'AKL', airport: 'Auckland', country: 'New Zealand', runways: 1 },
  { id: 'YVR', code: 'YVR', airport: 'Vancouver', country: 'Canada', runways: 3 },
  { id: 'LIS', code: 'LIS', airport: 'Humberto Delgado', country: 'Portugal', runways: 2 },
  { id: 'SCL', code: 'SCL', airport: 'Arturo Merino Benítez', country: 'Chile', runways: 2 },
];

export default function ReadOnDemand() {
  const apiRef = useGridApiRef();
  const [snapshot, setSnapshot] = React.useState('');

  // Outside the grid, call a selector with apiRef when you need the value: no subscription.
  const takeSnapshot = () => {
    const ids = gridFilteredSortedRowIdsSelector(apiRef);
    const fields = gridVisibleColumnFieldsSelector(apiRef);
    setSnapshot(`rows: ${ids.join(', ')}\ncolumns: ${fields.join(', ')}`);
  };

  return (
    <div style={{ height: 440, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 36 }}>
        <Button size="small" variant="outlined" onClick={takeSnapshot}>
          Read visible rows and columns
        </Button>
      </div>
      <div style={{ height: 340 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} slots={{ toolbar: GridToolbar }} hideFooter />
      </div>
      <pre style={{ margin: 0, height: 48, overflow: 'auto', fontSize: 12, lineHeight: '20px' }}>
        <code>{snapshot || 'Sort, filter or hide columns, then read.'}</code>
      </pre>
    </div>
  );
}
