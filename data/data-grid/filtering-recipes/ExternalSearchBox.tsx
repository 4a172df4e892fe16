import * as React from 'react';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  gridFilteredTopLevelRowCountSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 130 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'office', headerName: 'Office', width: 110 },
];

const rows = [
  { id: 1, name: 'Hana Kobayashi', team: 'Platform', office: 'Osaka' },
  { id: 2, name: 'Jonas Berg', team: 'Design', office: 'Oslo' },
  { id: 3, name: 'Marisol Vega', team: 'Platform', office: 'Lima' },
  { id: 4, name: 'Tariq Aziz', team: 'Support', office: 'Oslo' },
  { id: 5, name: 'Zoe Martin', team: 'Design', office: 'Lyon' },
];

export default function ExternalSearchBox() {
  const apiRef = useGridApiRef();
  const [text, setText] = React.useState('');
  const [matches, setMatches] = React.useState(rows.length);

  // Debounce by hand: the grid's own quick filter component is not used here.
  React.useEffect(() => {
    const timer = setTimeout(() => {
      apiRef.current.setQuickFilterValues(text.split(' ').filter((word) => word !== ''));
    }, 200);
    return () => clearTimeout(timer);
  }, [apiRef, text]);

  React.useEffect(
    () => apiRef.current.subscribeEvent('filteredRowsSet', () => setMatches(gridFilteredTopLevelRowCountSelector(apiRef))),
    [apiRef],
  );

  return (
    <div style={{ height: 380, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 56, display: 'flex', alignItems: 'center', gap: 16 }}>
        <TextField size="small" label="Search people" value={text} onChange={(event) => setText(event.target.value)} sx={{ flex: 1, minWidth: 0 }} />
        <span role="status" style={{ fontSize: 14, flexShrink: 0 }}>{matches} found</span>
      </div>
      <div style={{ height: 316 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </div>
    </div>
  );
}
