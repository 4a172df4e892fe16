import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'file', headerName: 'File', flex: 1, minWidth: 150 },
  { field: 'size', headerName: 'Size (MB)', type: 'number', width: 110 },
];

const files = [
  { id: 1, file: 'survey-2024.csv', size: 12.4 },
  { id: 2, file: 'survey-2025.csv', size: 14.1 },
  { id: 3, file: 'codebook.pdf', size: 0.8 },
];

// The import reports its progress; the overlay reads it from a context.
const ProgressContext = React.createContext(0);

function ImportProgressOverlay() {
  const progress = React.useContext(ProgressContext);
  return (
    <GridOverlay sx={{ bgcolor: 'background.paper', flexDirection: 'column', gap: 1, px: 3 }}>
      <Typography variant="body2" id="import-progress-label">
        Importing files… {progress} %
      </Typography>
      <Box sx={{ width: '100%', maxWidth: 280 }}>
        <LinearProgress variant="determinate" value={progress} aria-labelledby="import-progress-label" />
      </Box>
    </GridOverlay>
  );
}

export default function LoadingCustom() {
  // The files are already imported; the button runs the import again.
  const [progress, setProgress] = React.useState(100);
  const timer = React.useRef<ReturnType<typeof setInterval>>(undefined);
  // A stand-in for the import: 20 % more every 400 ms.
  const startTimer = React.useCallback(() => {
    clearInterval(timer.current);
    timer.current = setInterval(() => {
      setProgress((current) => {
        const next = Math.min(100, current + 20);
        if (next === 100) clearInterval(timer.current);
        return next;
      });
    }, 400);
  }, []);

  // Stops the stand-in when the demo unmounts.
  React.useEffect(() => () => clearInterval(timer.current), []);

  const startImport = () => {
    setProgress(0);
    startTimer();
  };

  const loading = progress < 100;

  return (
    <div style={{ height: 280, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 36 }}>
        <Button size="small" variant="outlined" onClick={startImport} disabled={loading}>
          Import again
        </Button>
      </div>
      <div style={{ height: 236 }}>
        <ProgressContext.Provider value={progress}>
          <DataGrid
            rows={loading ? [] : files}
            columns={columns}
            loading={loading}
            slots={{ loadingOverlay: ImportProgressOverlay }}
            hideFooter
          />
        </ProgressContext.Provider>
      </div>
    </div>
  );
}
