import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPro,
  GridFooterContainer,
  useGridApiContext,
  useGridApiEventHandler,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-pro';

const symbols = ['ACME', 'BOLT', 'CRUX', 'DYNA', 'ELMO', 'FLUX', 'GRIT', 'HALO', 'IONX', 'JADE', 'KILN', 'LUMA'];
const initialRows = symbols.map((symbol, index) => ({ id: symbol, symbol, price: 40 + index * 7.5, change: 0 }));

const columns: GridColDef[] = [
  { field: 'symbol', headerName: 'Symbol', width: 100 },
  { field: 'price', headerName: 'Price', type: 'number', width: 110, valueFormatter: (value?: number) => value?.toFixed(2) },
  { field: 'change', headerName: 'Change', type: 'number', width: 110, valueFormatter: (value?: number) => value?.toFixed(2) },
];

function RenderFooter() {
  const apiRef = useGridApiContext();
  const [batches, setBatches] = React.useState(0);
  // rowsSet fires once per batch of updates the grid actually applies.
  useGridApiEventHandler(apiRef, 'rowsSet', () => setBatches((count) => count + 1));
  return <GridFooterContainer sx={{ px: 2, fontSize: 14 }}>Batches applied: {batches}</GridFooterContainer>;
}

export default function ThrottledUpdates() {
  const apiRef = useGridApiRef();
  const [streaming, setStreaming] = React.useState(false);
  const [throttle, setThrottle] = React.useState(0);

  React.useEffect(() => {
    if (!streaming) {
      return undefined;
    }
    let tick = 0;
    // 20 updates per second, each touching three symbols (a deterministic walk, not random).
    const timer = setInterval(() => {
      tick += 1;
      const updates = [0, 1, 2].map((offset) => {
        const symbol = symbols[(tick * 5 + offset * 4) % symbols.length] ?? 'ACME';
        const change = (((tick * 7 + offset * 13) % 21) - 10) / 10;
        const price = (apiRef.current.getRow(symbol)?.price ?? 50) + change;
        return { id: symbol, price, change };
      });
      apiRef.current.updateRows(updates);
    }, 50);
    return () => clearInterval(timer);
  }, [apiRef, streaming]);

  return (
    <div style={{ height: 440, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 40, display: 'flex', alignItems: 'center', gap: 12, overflowX: 'auto', whiteSpace: 'nowrap' }}>
        <FormControlLabel control={<Switch checked={streaming} onChange={(event) => setStreaming(event.target.checked)} />} label="Stream" />
        <ToggleButtonGroup size="small" exclusive value={throttle} onChange={(_, value: number | null) => value !== null && setThrottle(value)}>
          <ToggleButton value={0}>No throttle</ToggleButton>
          <ToggleButton value={1000}>1 s</ToggleButton>
        </ToggleButtonGroup>
      </div>
      <div style={{ height: 392 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          throttleRowsMs={throttle}
          density="compact"
          slots={{ footer: RenderFooter }}
          initialState={{ sorting: { sortModel: [{ field: 'price', sort: 'desc' }] } }}
        />
      </div>
    </div>
  );
}
