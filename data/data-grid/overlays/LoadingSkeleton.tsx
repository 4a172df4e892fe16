import * as React from 'react';
import Button from '@mui/material/Button';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Episode', flex: 1, minWidth: 160 },
  { field: 'guest', headerName: 'Guest', width: 140 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
];

const episodes = [
  { id: 1, title: 'Soil is alive', guest: 'Dr. Ana Ruiz', minutes: 48 },
  { id: 2, title: 'Rain gardens', guest: 'Tom Okoro', minutes: 37 },
  { id: 3, title: 'Seed libraries', guest: 'Lise Dahl', minutes: 52 },
  { id: 4, title: 'Bees in the city', guest: 'Kenji Mori', minutes: 41 },
];

// The first load: no rows yet, so `noRowsVariant` applies and the skeleton takes the
// shape of the columns, then the rows replace it without the layout moving.
export default function LoadingSkeleton() {
  const [loaded, setLoaded] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  // A stand-in for the request: the rows arrive two seconds after it starts.
  const startRequest = React.useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLoaded(true), 2000);
  }, []);

  React.useEffect(() => {
    startRequest();
    return () => clearTimeout(timer.current);
  }, [startRequest]);

  const loadAgain = () => {
    setLoaded(false);
    startRequest();
  };

  return (
    <div style={{ height: 330, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 36 }}>
        <Button size="small" variant="outlined" onClick={loadAgain} disabled={!loaded}>
          Load again
        </Button>
      </div>
      <div style={{ height: 286 }}>
        <DataGrid
          rows={loaded ? episodes : []}
          columns={columns}
          loading={!loaded}
          slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
          hideFooter
        />
      </div>
    </div>
  );
}
