import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Report = Record<string, Record<string, number>>; // region → period → sales

const reports: Record<'quarters' | 'halves', Report> = {
  quarters: {
    North: { Q1: 120, Q2: 135, Q3: 128, Q4: 160 },
    South: { Q1: 98, Q2: 110, Q3: 121, Q4: 117 },
    East: { Q1: 75, Q2: 82, Q3: 90, Q4: 101 },
  },
  halves: {
    North: { H1: 255, H2: 288 },
    South: { H1: 208, H2: 238 },
    East: { H1: 157, H2: 191 },
  },
};

export default function ColumnsFromData() {
  const [view, setView] = React.useState<'quarters' | 'halves'>('quarters');
  const report = reports[view];

  // The periods are not known in advance: build one column per key found in the data.
  const columns = React.useMemo<GridColDef[]>(() => {
    const periods = Object.keys(Object.values(report)[0] ?? {});
    return [
      { field: 'region', headerName: 'Region', width: 100 },
      ...periods.map<GridColDef>((period) => ({ field: period, headerName: period, type: 'number', width: 80 })),
    ];
  }, [report]);

  const rows = React.useMemo(
    () => Object.entries(report).map(([region, values]) => ({ id: region, region, ...values })),
    [report],
  );

  return (
    <div style={{ height: 300, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_event, next: 'quarters' | 'halves' | null) => next && setView(next)}
        style={{ height: 36 }}
      >
        <ToggleButton value="quarters">Quarters</ToggleButton>
        <ToggleButton value="halves">Half-years</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 256 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </div>
    </div>
  );
}
