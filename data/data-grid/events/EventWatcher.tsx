import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DataGrid, useGridApiRef, type GridColDef, type GridEvents } from '@mui/x-data-grid';

// The events of the community grid a user's actions can trigger. The type checks every
// name against the events of the installed version.
const watched: GridEvents[] = [
  'cellClick', 'cellDoubleClick', 'cellKeyDown', 'cellKeyUp', 'cellMouseDown', 'cellMouseUp', 'cellFocusIn', 'cellFocusOut',
  'cellEditStart', 'cellEditStop', 'cellModesModelChange',
  'rowClick', 'rowDoubleClick', 'rowMouseEnter', 'rowMouseLeave', 'rowSelectionChange', 'rowSelectionCheckboxChange',
  'headerSelectionCheckboxChange',
  'columnHeaderClick', 'columnHeaderDoubleClick', 'columnHeaderContextMenu', 'columnHeaderKeyDown', 'columnHeaderFocus',
  'columnHeaderBlur', 'columnHeaderEnter', 'columnHeaderLeave', 'columnResizeStart', 'columnResizeStop', 'columnResize',
  'columnWidthChange', 'columnSeparatorDoubleClick', 'columnOrderChange', 'columnVisibilityModelChange',
  'sortModelChange', 'filterModelChange', 'paginationModelChange', 'densityChange', 'menuOpen', 'menuClose',
  'preferencePanelOpen', 'preferencePanelClose', 'scrollPositionChange', 'clipboardCopy',
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 110, editable: true },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'population', headerName: 'Population (k)', type: 'number', width: 130 },
];

const rows = [
  { id: 1, city: 'Ljubljana', country: 'Slovenia', population: 295 },
  { id: 2, city: 'Tartu', country: 'Estonia', population: 97 },
  { id: 3, city: 'Porto', country: 'Portugal', population: 232 },
  { id: 4, city: 'Ghent', country: 'Belgium', population: 265 },
];

// Every watched event counts its calls; the list shows those that fired, most recent first.
export default function EventWatcher() {
  const apiRef = useGridApiRef();
  const [counts, setCounts] = React.useState<Map<GridEvents, number>>(new Map());
  const [search, setSearch] = React.useState('');

  React.useEffect(() => {
    const unsubscribers = watched.map((name) =>
      apiRef.current.subscribeEvent(name, () =>
        setCounts((previous) => {
          const next = new Map(previous);
          next.delete(name);
          return new Map([[name, (previous.get(name) ?? 0) + 1], ...next]);
        }),
      ),
    );
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [apiRef]);

  const shown = [...counts].filter(([name]) => name.toLowerCase().includes(search.trim().toLowerCase()));

  return (
    <div style={{ height: 480, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 270 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} checkboxSelection hideFooter />
      </div>
      <TextField
        size="small"
        label="Filter the fired events"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ height: 40, maxWidth: 280 }}
      />
      <Box
        component="ul"
        tabIndex={0}
        aria-label="Events fired"
        sx={{ m: 0, p: 0, height: 146, overflow: 'auto', listStyle: 'none', fontFamily: 'monospace', fontSize: 13, lineHeight: '20px' }}
      >
        {shown.length === 0 ? <li>Click, type, sort or scroll in the grid.</li> : null}
        {shown.map(([name, count]) => (
          <li key={name}>
            {name} × {count}
          </li>
        ))}
      </Box>
    </div>
  );
}
