import * as React from 'react';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarFilterButton,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';

interface Station {
  id: number;
  name: string;
  line: string;
  opened: number;
}

// The "database", which only the fake server below reads.
const database: Station[] = [
  'Alder Park', 'Bridge Street', 'Canal Yard', 'Docklands', 'Elm Grove', 'Foundry', 'Gasworks', 'Harbour',
  'Ironmarket', 'Jubilee Square', 'Kiln Lane', 'Lighthouse', 'Mill Road', 'North Gate', 'Old Quay', 'Parkside',
].map((name, index) => ({ id: index + 1, name, line: ['Red', 'Blue', 'Green'][index % 3] ?? 'Red', opened: 1962 + ((index * 7) % 50) }));

// Stands in for a backend: it understands the operators this grid offers, and answers after 500 ms.
function fetchStations(model: GridFilterModel): Promise<Station[]> {
  const item = model.items[0];
  const matches = (station: Station) => {
    if (!item || item.value === undefined || item.value === '') return true;
    const cell = station[item.field as keyof Station];
    if (item.operator === 'contains') return String(cell).toLowerCase().includes(String(item.value).toLowerCase());
    if (item.operator === 'is') return cell === item.value;
    if (item.operator === '>') return Number(cell) > Number(item.value);
    if (item.operator === '<') return Number(cell) < Number(item.value);
    return true;
  };
  return new Promise((resolve) => { setTimeout(() => resolve(database.filter(matches)), 500); });
}

const columns: GridColDef<Station>[] = [
  { field: 'name', headerName: 'Station', flex: 1, minWidth: 130 },
  { field: 'line', headerName: 'Line', type: 'singleSelect', valueOptions: ['Red', 'Blue', 'Green'], width: 100 },
  { field: 'opened', headerName: 'Opened', type: 'number', width: 100, valueFormatter: (value: number) => String(value) },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
    </GridToolbarContainer>
  );
}

export default function ServerFilteredGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'line', operator: 'is', value: 'Blue' }],
  });
  // The last answer, with the model it answers: loading until it matches the current model.
  const [response, setResponse] = React.useState<{ model: GridFilterModel; rows: Station[] } | null>(null);
  const loading = response?.model !== filterModel;
  const rows = response?.rows ?? [];

  React.useEffect(() => {
    let active = true; // Ignores an answer that arrives after the model changed again.
    fetchStations(filterModel).then((result) => {
      if (active) {
        setResponse({ model: filterModel, rows: result });
      }
    });
    return () => {
      active = false;
    };
  }, [filterModel]);

  return (
    <div style={{ height: 420, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 372 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          loading={loading}
          slots={{ toolbar: Toolbar }}
          hideFooter
        />
      </div>
      <div style={{ height: 40, overflow: 'auto', whiteSpace: 'nowrap', fontSize: 13, lineHeight: '40px' }}>
        <code>{loading ? 'Waiting for the server…' : `Server returned ${rows.length} of ${database.length} stations`}</code>
      </div>
    </div>
  );
}
