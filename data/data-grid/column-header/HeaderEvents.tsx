import * as React from 'react';
import ArrowDropUp from '@mui/icons-material/ArrowDropUp';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import {
  DataGrid,
  type GridColDef,
  type GridColumnHeaderParams,
  type GridEventListener,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'peak', headerName: 'Peak', flex: 1, minWidth: 120 },
  { field: 'range', headerName: 'Range', width: 110 },
  { field: 'height', headerName: 'Height (m)', type: 'number', width: 120 },
];

const rows = [
  { id: 1, peak: 'Mont Blanc', range: 'Alps', height: 4806 },
  { id: 2, peak: 'Aneto', range: 'Pyrenees', height: 3404 },
  { id: 3, peak: 'Galdhøpiggen', range: 'Jotunheimen', height: 2469 },
  { id: 4, peak: 'Musala', range: 'Rila', height: 2925 },
];

export default function HeaderEvents() {
  const [log, setLog] = React.useState('Hover, click or double-click a header.');

  // One helper for every header event: params carry the field and the colDef.
  const report =
    (name: string): GridEventListener<'columnHeaderClick'> =>
    (params: GridColumnHeaderParams) =>
      setLog(`${name}: ${params.field} ("${params.colDef.headerName}")`);

  return (
    <div style={{ height: 330, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 282 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          onColumnHeaderEnter={report('onColumnHeaderEnter')}
          onColumnHeaderClick={report('onColumnHeaderClick')}
          onColumnHeaderDoubleClick={report('onColumnHeaderDoubleClick')}
          // Icon slots: the arrows shown next to a sorted header title.
          slots={{ columnSortedAscendingIcon: ArrowDropUp, columnSortedDescendingIcon: ArrowDropDown }}
        />
      </div>
      <code style={{ height: 40, fontSize: 13, overflow: 'auto' }}>{log}</code>
    </div>
  );
}
