import * as React from 'react';
import Button from '@mui/material/Button';
import { DataGrid, useGridApiRef, type GridColDef, type GridScrollParams } from '@mui/x-data-grid';

// 20 columns of 110 px and 100 rows: the grid scrolls in both directions.
const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', width: 120 },
  ...Array.from({ length: 20 }, (_, index) => ({
    field: `d${index + 1}`,
    headerName: `Day ${index + 1}`,
    type: 'number' as const,
    width: 110,
  })),
];

const rows = Array.from({ length: 100 }, (_, rowIndex) => {
  const row: Record<string, string | number> = { id: rowIndex + 1, station: `Gauge ${rowIndex + 1}` };
  for (let day = 1; day <= 20; day += 1) {
    row[`d${day}`] = ((rowIndex + 1) * (day + 3) * 7) % 40;
  }
  return row;
});

export default function ScrollMemory() {
  const apiRef = useGridApiRef();
  const [position, setPosition] = React.useState<GridScrollParams>({ top: 0, left: 0 });
  const [saved, setSaved] = React.useState<GridScrollParams | null>(null);

  React.useEffect(
    // Fires on every scroll frame: keep the handler cheap.
    () => apiRef.current.subscribeEvent('scrollPositionChange', (params) => setPosition(params)),
    [apiRef],
  );

  return (
    <div style={{ height: 440, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 36, display: 'flex', alignItems: 'center', gap: 8, overflowX: 'auto', whiteSpace: 'nowrap' }}>
        <Button size="small" variant="outlined" onClick={() => setSaved(apiRef.current.getScrollPosition())}>
          Remember
        </Button>
        <Button size="small" variant="outlined" disabled={!saved} onClick={() => saved && apiRef.current.scroll(saved)}>
          Go back
        </Button>
        <span style={{ fontSize: 13, fontFamily: 'monospace' }}>
          top {Math.round(position.top)} · left {Math.round(position.left)}
          {saved ? ` · saved ${Math.round(saved.top)}, ${Math.round(saved.left)}` : ''}
        </span>
      </div>
      <div style={{ height: 396 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} density="compact" hideFooter />
      </div>
    </div>
  );
}
