import * as React from 'react';
import { DataGrid, useGridApiRef, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

interface Trail {
  id: number;
  name: string;
  km: number;
  climb: number;
  tip: string;
}

const rows: Trail[] = [
  { id: 1, name: 'Ridge Loop', km: 12.4, climb: 640, tip: 'Start early: the ridge has no shade after 10 am.' },
  { id: 2, name: 'Mill Creek', km: 6.1, climb: 120, tip: 'Flat and family friendly; bring sandals for the ford.' },
  { id: 3, name: 'Eagle Steps', km: 9.8, climb: 910, tip: 'Steep stone stairs in the last kilometre.' },
  { id: 4, name: 'Lake Circuit', km: 15.0, climb: 210, tip: 'Two cafés on the east shore, closed on Mondays.' },
  { id: 5, name: 'Fox Hollow', km: 4.3, climb: 80, tip: 'Muddy after rain; good for spotting deer at dusk.' },
];

const columns: GridColDef<Trail>[] = [
  { field: 'name', headerName: 'Trail', flex: 1, minWidth: 130 },
  { field: 'km', headerName: 'Length (km)', type: 'number', width: 110 },
  { field: 'climb', headerName: 'Climb (m)', type: 'number', width: 100 },
];

export default function HoverPreview() {
  const apiRef = useGridApiRef();
  const [hovered, setHovered] = React.useState<Trail | null>(null);

  React.useEffect(() => {
    const handleEnter: GridEventListener<'rowMouseEnter'> = (params) => setHovered(params.row as Trail);
    const handleLeave: GridEventListener<'rowMouseLeave'> = () => setHovered(null);
    // subscribeEvent returns its own cleanup function.
    const unsubscribeEnter = apiRef.current.subscribeEvent('rowMouseEnter', handleEnter);
    const unsubscribeLeave = apiRef.current.subscribeEvent('rowMouseLeave', handleLeave);
    return () => {
      unsubscribeEnter();
      unsubscribeLeave();
    };
  }, [apiRef]);

  return (
    <div style={{ height: 400, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 320 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </div>
      <div style={{ height: 72, overflow: 'auto', fontSize: 14, padding: '4px 8px', borderLeft: '4px solid #1976d2' }}>
        {hovered ? (
          <React.Fragment>
            <strong>{hovered.name}</strong>: {hovered.tip}
          </React.Fragment>
        ) : (
          'Point at a trail to read the ranger’s tip.'
        )}
      </div>
    </div>
  );
}
