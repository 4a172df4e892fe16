import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

interface Quote {
  id: string;
  price: number;
}

const initialRows: Quote[] = [
  { id: 'ACME', price: 120.5 },
  { id: 'GLOBEX', price: 48.2 },
  { id: 'INITECH', price: 15.75 },
  { id: 'UMBRELLA', price: 302.1 },
  { id: 'WAYNE', price: 88.4 },
];

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Ticker', flex: 1, minWidth: 110 },
  { field: 'price', headerName: 'Price', type: 'number', width: 120, valueFormatter: (value: number) => value.toFixed(2) },
];

/** A small seeded generator: the same sequence of price moves on every run. */
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

export default function HighFrequencyUpdates() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);
  const [throttled, setThrottled] = React.useState(true);
  const [sent, setSent] = React.useState(0);

  React.useEffect(() => {
    if (!running) return undefined;
    const random = createRandom(42);
    // Every 50 ms, a batch moves every price a little: 20 updates a second.
    const timer = setInterval(() => {
      const updates = apiRef.current.getAllRowIds().map((id) => {
        const row = apiRef.current.getRow<Quote>(id);
        const price = row ? row.price * (1 + (random() - 0.5) / 100) : 0;
        return { id, price: Math.round(price * 100) / 100 };
      });
      apiRef.current.updateRows(updates);
      setSent((count) => count + 1);
    }, 50);
    return () => clearInterval(timer);
  }, [apiRef, running]);

  return (
    <div style={{ height: 300 }}>
      <Stack direction="row" spacing={2} alignItems="center" style={{ height: 42, marginBottom: 4 }}>
        <Button size="small" variant="outlined" style={{ whiteSpace: 'nowrap' }} onClick={() => setRunning((value) => !value)}>
          {running ? 'Stop feed' : 'Start feed'}
        </Button>
        <FormControlLabel
          label="Throttle 1 s"
          control={<Switch checked={throttled} onChange={(event) => setThrottled(event.target.checked)} />}
        />
      </Stack>
      <div style={{ height: 224 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          throttleRowsMs={throttled ? 1000 : 0}
          density="compact"
          hideFooter
        />
      </div>
      <div role="status" style={{ height: 30, fontSize: 14, lineHeight: '30px' }}>
        {sent} batches sent
      </div>
    </div>
  );
}
