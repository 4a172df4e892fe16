import * as React from 'react';
import Alert from '@mui/material/Alert';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Seat {
  id: number;
  venue: string;
  section: string;
  capacity: number;
}

const initialRows: Seat[] = [
  { id: 1, venue: 'Main hall', section: 'Stalls', capacity: 420 },
  { id: 2, venue: 'Main hall', section: 'Balcony', capacity: 180 },
  { id: 3, venue: 'Studio', section: 'Floor', capacity: 90 },
  { id: 4, venue: 'Studio', section: 'Gallery', capacity: 40 },
];

const columns: GridColDef<Seat>[] = [
  { field: 'venue', headerName: 'Venue', width: 120 },
  { field: 'section', headerName: 'Section', flex: 1, minWidth: 110, editable: true },
  { field: 'capacity', headerName: 'Capacity', type: 'number', width: 110, editable: true },
];

/** Stands in for a request to your server: it refuses capacities over 500. */
function saveSeat(seat: Seat): Promise<Seat> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (!Number.isFinite(seat.capacity) || seat.capacity < 0 || seat.capacity > 500) {
        reject(new Error(`${seat.venue}, ${seat.section}: a capacity of ${seat.capacity} was refused (0 to 500).`));
      } else {
        resolve(seat);
      }
    }, 400);
  });
}

export default function PersistPastedData() {
  const [message, setMessage] = React.useState<{ severity: 'info' | 'success' | 'error'; text: string }>({
    severity: 'info',
    text: 'Copy "600" or a block of cells, select cells in Section or Capacity, then paste.',
  });

  // Called once per changed row; the grid shows what it returns, or keeps the old row if it throws.
  const processRowUpdate = React.useCallback(async (newRow: Seat) => {
    const saved = await saveSeat(newRow);
    setMessage({ severity: 'success', text: `Saved ${saved.venue}, ${saved.section}.` });
    return saved;
  }, []);

  const handleError = React.useCallback((error: Error) => setMessage({ severity: 'error', text: error.message }), []);

  return (
    <div style={{ height: 370, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 290 }}>
        <DataGridPremium
          rows={initialRows}
          columns={columns}
          cellSelection
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={handleError}
          hideFooter
        />
      </div>
      <Alert role="status" severity={message.severity} sx={{ height: 72, overflow: 'auto', py: 0.5 }}>
        {message.text}
      </Alert>
    </div>
  );
}
