import * as React from 'react';
import { DataGridPro, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid-pro';

interface Service {
  id: string;
  name: string;
  team: string;
  region: string;
  uptime: number;
  latency: number;
  errors: number;
  cpu: number;
}

const teams = ['Payments', 'Search', 'Identity', 'Media', 'Messaging'];
const regions = ['eu-west', 'us-east', 'ap-south'];
const parts = ['api', 'worker', 'cache', 'gateway', 'indexer', 'scheduler', 'proxy', 'store'];

// mulberry32: seeded, so the 2,000 services are identical on every visit.
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = createRandom(2024);
const pick = (items: string[]) => items[Math.floor(random() * items.length)] ?? '';
const rows: Service[] = Array.from({ length: 2000 }, (_, index) => {
  const team = pick(teams);
  return {
    id: `svc-${index + 1}`,
    name: `${team.toLowerCase()}-${pick(parts)}-${index + 1}`,
    team,
    region: pick(regions),
    uptime: 99 + Math.round(random() * 99) / 100,
    latency: 20 + Math.round(random() ** 2 * 480),
    errors: Math.round(random() ** 3 * 80),
    cpu: Math.round(random() * 100),
  };
});

// A plain div as a bar: cheap to mount and unmount while the grid virtualizes rows.
function CpuBar({ value }: GridRenderCellParams<Service, number>) {
  const percent = value ?? 0;
  const color = percent > 85 ? '#d32f2f' : percent > 60 ? '#ed6c02' : '#2e7d32';
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 6, height: '100%' }}>
      <div style={{ flex: 1, height: 6, background: '#e0e0e0', borderRadius: 3 }}>
        <div style={{ width: `${percent}%`, height: 6, background: color, borderRadius: 3 }} />
      </div>
      <span style={{ width: 32, textAlign: 'right' }}>{percent}%</span>
    </div>
  );
}

const columns: GridColDef<Service>[] = [
  { field: 'name', headerName: 'Service', width: 190 },
  { field: 'team', headerName: 'Team', type: 'singleSelect', valueOptions: teams, width: 130 },
  { field: 'region', headerName: 'Region', type: 'singleSelect', valueOptions: regions, width: 120 },
  { field: 'uptime', headerName: 'Uptime %', type: 'number', width: 110, valueFormatter: (value?: number) => value?.toFixed(2) },
  { field: 'latency', headerName: 'p95 ms', type: 'number', width: 100 },
  { field: 'errors', headerName: 'Errors/h', type: 'number', width: 100 },
  { field: 'cpu', headerName: 'CPU', type: 'number', width: 150, renderCell: (params) => <CpuBar {...params} /> },
];

export default function ServiceDashboard() {
  // A summary row pinned to the top; it stays visible while the 2,000 rows scroll under it.
  const pinnedRows = React.useMemo(() => {
    const average = (key: 'latency' | 'errors' | 'cpu') => Math.round(rows.reduce((sum, row) => sum + row[key], 0) / rows.length);
    const summary: Service = {
      id: 'summary',
      name: 'Fleet average',
      team: '',
      region: '',
      uptime: rows.reduce((sum, row) => sum + row.uptime, 0) / rows.length,
      latency: average('latency'),
      errors: average('errors'),
      cpu: average('cpu'),
    };
    return { top: [summary] };
  }, []);

  return (
    <div style={{ height: 480 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        headerFilters
        density="compact"
        initialState={{
          pinnedColumns: { left: ['name'] },
          sorting: {
            sortModel: [
              { field: 'errors', sort: 'desc' },
              { field: 'latency', sort: 'desc' },
            ],
          },
        }}
        hideFooterSelectedRowCount
      />
    </div>
  );
}
