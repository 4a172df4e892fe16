import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'tag', headerName: 'Tag', width: 80 },
  { field: 'label', headerName: 'Label', width: 80 },
  { field: 'count', headerName: 'Uses', type: 'number', width: 80 },
];

// One label is far longer than the others: an outlier.
const rows = [
  { id: 1, tag: 'ui', label: 'Interface', count: 42 },
  { id: 2, tag: 'db', label: 'Database', count: 17 },
  { id: 3, tag: 'ops', label: 'Operations', count: 9 },
  { id: 4, tag: 'sec', label: 'Security', count: 12 },
  { id: 5, tag: 'doc', label: 'Documentation, tutorials, reference pages and release notes', count: 5 },
  { id: 6, tag: 'qa', label: 'Testing', count: 21 },
];

export default function OutlierAutosize() {
  const apiRef = useGridApiRef();
  const [includeOutliers, setIncludeOutliers] = React.useState(false);

  const isFirstRender = React.useRef(true);

  // autosizeOnMount handles the first pass; the switch sizes the columns again from code.
  React.useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    void apiRef.current.autosizeColumns({ includeHeaders: true, includeOutliers });
  }, [apiRef, includeOutliers]);

  return (
    <div style={{ height: 380, display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        style={{ height: 42, margin: 0 }}
        label="includeOutliers"
        control={<Switch checked={includeOutliers} onChange={(event) => setIncludeOutliers(event.target.checked)} />}
      />
      <div style={{ height: 338 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          autosizeOnMount
          autosizeOptions={{ includeHeaders: true, includeOutliers }}
          hideFooter
        />
      </div>
    </div>
  );
}
