import * as React from 'react';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarFilterButton,
  GridToolbarQuickFilter,
  getGridNumericOperators,
  getGridStringOperators,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';

// Only the operators the (imaginary) API implements are offered.
const columns: GridColDef[] = [
  {
    field: 'title',
    headerName: 'Podcast',
    flex: 1,
    minWidth: 140,
    filterOperators: getGridStringOperators().filter((operator) => ['contains', 'startsWith'].includes(operator.value)),
  },
  {
    field: 'episodes',
    headerName: 'Episodes',
    type: 'number',
    width: 110,
    filterOperators: getGridNumericOperators().filter((operator) => ['>', '<'].includes(operator.value)),
  },
];

const rows = [
  { id: 1, title: 'Soil and Seed', episodes: 48 },
  { id: 2, title: 'The Night Shift', episodes: 112 },
  { id: 3, title: 'Small Engines', episodes: 9 },
];

// How a backend might receive the model: one query string per request.
function toQuery(model: GridFilterModel) {
  const params = new URLSearchParams();
  model.items
    .filter((item) => item.value !== undefined && item.value !== '')
    .forEach((item) => params.append(`${item.field}[${item.operator}]`, String(item.value)));
  (model.quickFilterValues ?? []).forEach((word: string) => params.append('q', word));
  return `GET /podcasts?${decodeURIComponent(params.toString())}`;
}

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
      <GridToolbarQuickFilter debounceMs={500} />
    </GridToolbarContainer>
  );
}

export default function ServerRequestLog() {
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <div style={{ height: 400, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 272 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterMode="server"
          // Wait for 500 ms without typing before the model changes in the filter panel.
          filterDebounceMs={500}
          onFilterModelChange={(model) => setLog((lines) => [toQuery(model), ...lines].slice(0, 20))}
          slots={{ toolbar: Toolbar }}
          hideFooter
        />
      </div>
      <pre style={{ margin: 0, height: 120, overflow: 'auto', fontSize: 12, lineHeight: '20px' }}>
        <code>{log.length > 0 ? log.map((line, index) => `#${log.length - index} ${line}`).join('\n') : 'Type in the search box or add a filter: each request appears here.'}</code>
      </pre>
    </div>
  );
}
