import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridFooterContainer,
  useGridApiContext,
  useGridApiEventHandler,
  type GridColDef,
} from '@mui/x-data-grid';

function createRows() {
  return Array.from({ length: 2000 }, (_, index) => ({ id: index + 1, part: `Bolt M${(index % 12) + 3}`, stock: (index * 31) % 900 }));
}
function createColumns(): GridColDef[] {
  return [
    { field: 'id', headerName: 'SKU', width: 90 },
    { field: 'part', headerName: 'Part', flex: 1, minWidth: 120 },
    { field: 'stock', headerName: 'Stock', type: 'number', width: 100 },
  ];
}

// Counts how often the grid has to take in new rows or columns. It keeps its own state,
// so updating it re-renders only the footer.
function ReprocessingFooter() {
  const apiRef = useGridApiContext();
  const [counts, setCounts] = React.useState({ rows: 0, columns: 0 });
  useGridApiEventHandler(apiRef, 'rowsSet', () => setCounts((c) => ({ ...c, rows: c.rows + 1 })));
  useGridApiEventHandler(apiRef, 'columnsChange', () => setCounts((c) => ({ ...c, columns: c.columns + 1 })));
  return (
    <GridFooterContainer sx={{ px: 2, fontSize: 14, whiteSpace: 'nowrap', overflow: 'hidden' }}>
      Rows reprocessed {counts.rows}× · columns reprocessed {counts.columns}×
    </GridFooterContainer>
  );
}

const stableRows = createRows();
const stableColumns = createColumns();

export default function StableProps() {
  const [note, setNote] = React.useState('');
  const [stable, setStable] = React.useState(true);

  // The unstable branch builds new arrays on every render of this component.
  const rows = stable ? stableRows : createRows();
  const columns = stable ? stableColumns : createColumns();

  return (
    <div style={{ height: 420, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 44, display: 'flex', alignItems: 'center', gap: 12, overflowX: 'auto', whiteSpace: 'nowrap' }}>
        <FormControlLabel
          control={<Switch checked={stable} onChange={(event) => setStable(event.target.checked)} />}
          label="Stable rows and columns"
        />
        <TextField size="small" placeholder="Type to re-render" value={note} onChange={(event) => setNote(event.target.value)} />
      </div>
      <div style={{ height: 368 }}>
        <DataGrid rows={rows} columns={columns} density="compact" slots={{ footer: ReprocessingFooter }} />
      </div>
    </div>
  );
}
