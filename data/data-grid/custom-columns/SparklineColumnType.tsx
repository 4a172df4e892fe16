import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { DataGrid, type GridColDef, type GridColTypeDef } from '@mui/x-data-grid';

type PlotType = 'line' | 'bar';

/** A reusable column type for number series, drawn as a line or as bars. */
function sparklineColumn(plotType: PlotType): GridColTypeDef<number[], string> {
  return {
    type: 'custom',
    width: 160,
    display: 'flex',
    sortable: false,
    filterable: false,
    // What the export, the clipboard and screen readers' copy get: the numbers.
    valueFormatter: (value: number[]) => value.join(', '),
    renderCell: (params) => (
      <SparkLineChart
        data={params.value ?? []}
        plotType={plotType}
        area={plotType === 'line'}
        width={140}
        height={36}
        // A callback palette: a darker green on light backgrounds, a lighter one on dark.
        colors={(mode) => [mode === 'dark' ? '#81c784' : '#2e7d32']}
      />
    ),
  };
}

interface Page {
  id: number;
  path: string;
  visits: number[]; // daily visits over the last week
}

const rows: Page[] = [
  { id: 1, path: '/pricing', visits: [320, 410, 380, 520, 610, 290, 250] },
  { id: 2, path: '/docs/getting-started', visits: [880, 920, 860, 940, 1010, 400, 380] },
  { id: 3, path: '/blog/release-notes', visits: [40, 55, 1200, 640, 310, 120, 90] },
  { id: 4, path: '/careers', visits: [150, 140, 160, 130, 170, 60, 50] },
];

export default function SparklineColumnType() {
  const [plotType, setPlotType] = React.useState<PlotType>('line');

  const columns = React.useMemo<GridColDef<Page>[]>(
    () => [
      { field: 'path', headerName: 'Page', flex: 1, minWidth: 150 },
      { field: 'visits', headerName: 'Visits, last 7 days', ...sparklineColumn(plotType) },
      {
        field: 'week',
        headerName: 'Week total',
        type: 'number',
        width: 110,
        valueGetter: (_value, row) => row.visits.reduce((sum, day) => sum + day, 0),
      },
    ],
    [plotType],
  );

  return (
    <div style={{ height: 312 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={plotType}
        onChange={(_event, value: PlotType | null) => value && setPlotType(value)}
        aria-label="Plot type"
        style={{ marginBottom: 8 }}
      >
        <ToggleButton value="line">Line</ToggleButton>
        <ToggleButton value="bar">Bars</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 264 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </div>
    </div>
  );
}
