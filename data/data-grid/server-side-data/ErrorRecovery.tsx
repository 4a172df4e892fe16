import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, useGridApiRef, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';

const shipments = Array.from({ length: 60 }, (_, index) => ({
  id: `SH-${4200 + index}`,
  destination: ['Rotterdam', 'Gdynia', 'Antwerp', 'Le Havre', 'Bilbao'][index % 5] ?? '',
  containers: ((index * 11) % 40) + 1,
}));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Shipment', width: 120 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'containers', headerName: 'Containers', type: 'number', width: 120 },
];

export default function ErrorRecovery() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState('Server online.');
  // A ref, so toggling the switch does not create a new data source (which would reset the cache).
  const offline = React.useRef(false);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async ({ paginationModel: { page, pageSize } }) => {
        await wait(300);
        if (offline.current) {
          throw new Error('503 Service Unavailable');
        }
        return { rows: shipments.slice(page * pageSize, (page + 1) * pageSize), rowCount: shipments.length };
      },
    }),
    [],
  );

  const reload = () => {
    // Forget cached pages so the request really reaches the "server".
    apiRef.current.unstable_dataSource.cache.clear();
    apiRef.current.unstable_dataSource.fetchRows();
    setMessage(offline.current ? 'Retrying…' : 'Server online.');
  };

  return (
    <div style={{ height: 440, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 40, display: 'flex', alignItems: 'center', gap: 16, overflow: 'hidden', whiteSpace: 'nowrap' }}>
        <FormControlLabel
          control={<Switch onChange={(event) => (offline.current = event.target.checked)} />}
          label="Server offline"
        />
        <Button size="small" variant="outlined" onClick={reload}>
          Reload
        </Button>
        <span style={{ fontSize: 14, overflow: 'hidden', textOverflow: 'ellipsis' }}>{message}</span>
      </div>
      <div style={{ height: 392 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          unstable_dataSource={dataSource}
          unstable_onDataSourceError={(error) => setMessage(`Could not load rows: ${error.message}`)}
          pagination
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </div>
    </div>
  );
}
