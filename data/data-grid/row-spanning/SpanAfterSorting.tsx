import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'species', headerName: 'Species', width: 120 },
  { field: 'site', headerName: 'Site', width: 110 },
  { field: 'month', headerName: 'Month', width: 90 },
  { field: 'count', headerName: 'Count', type: 'number', width: 80 },
];

const rows = [
  { id: 1, species: 'Otter', site: 'North bank', month: 'May', count: 3 },
  { id: 2, species: 'Heron', site: 'Reed bed', month: 'May', count: 7 },
  { id: 3, species: 'Otter', site: 'Reed bed', month: 'June', count: 1 },
  { id: 4, species: 'Kingfisher', site: 'North bank', month: 'June', count: 2 },
  { id: 5, species: 'Heron', site: 'North bank', month: 'June', count: 4 },
  { id: 6, species: 'Otter', site: 'North bank', month: 'July', count: 2 },
];

export default function SpanAfterSorting() {
  const [spanning, setSpanning] = React.useState(true);

  return (
    <div style={{ height: 420, display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        style={{ height: 42, margin: 0 }}
        label="unstable_rowSpanning"
        control={<Switch checked={spanning} onChange={(event) => setSpanning(event.target.checked)} />}
      />
      <div style={{ height: 378 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          unstable_rowSpanning={spanning}
          // Sorted by species at start; click Site or Month to see the spans regroup.
          initialState={{ sorting: { sortModel: [{ field: 'species', sort: 'asc' }] } }}
          showCellVerticalBorder
          hideFooter
        />
      </div>
    </div>
  );
}
