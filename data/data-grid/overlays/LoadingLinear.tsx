import * as React from 'react';
import Button from '@mui/material/Button';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'symbol', headerName: 'Symbol', width: 100 },
  { field: 'name', headerName: 'Company', flex: 1, minWidth: 140 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100 },
];

const snapshots = [
  [
    { id: 'ACME', symbol: 'ACME', name: 'Acme Rockets', price: 112.4 },
    { id: 'GLBX', symbol: 'GLBX', name: 'Globex', price: 58.75 },
    { id: 'INIT', symbol: 'INIT', name: 'Initech', price: 23.1 },
  ],
  [
    { id: 'ACME', symbol: 'ACME', name: 'Acme Rockets', price: 113.05 },
    { id: 'GLBX', symbol: 'GLBX', name: 'Globex', price: 58.2 },
    { id: 'INIT', symbol: 'INIT', name: 'Initech', price: 23.45 },
  ],
];

export default function LoadingLinear() {
  const [loading, setLoading] = React.useState(false);
  const [snapshot, setSnapshot] = React.useState(0);
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  React.useEffect(() => () => clearTimeout(timer.current), []);

  // A stand-in for a request: the old prices stay readable under the bar until the new ones arrive.
  const refresh = () => {
    setLoading(true);
    timer.current = setTimeout(() => {
      setSnapshot((current) => (current + 1) % snapshots.length);
      setLoading(false);
    }, 1500);
  };

  return (
    <div style={{ height: 300, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 36 }}>
        <Button size="small" variant="outlined" onClick={refresh} disabled={loading}>
          Refresh prices
        </Button>
      </div>
      <div style={{ height: 256 }}>
        <DataGrid
          rows={snapshots[snapshot]}
          columns={columns}
          loading={loading}
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' } }}
          hideFooter
        />
      </div>
    </div>
  );
}
