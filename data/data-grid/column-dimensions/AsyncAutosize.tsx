import * as React from 'react';
import Button from '@mui/material/Button';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Repository {
  id: number;
  name: string;
  owner: string;
  language: string;
  stars: number;
}

const columns: GridColDef<Repository>[] = [
  { field: 'name', headerName: 'Repository' },
  { field: 'owner', headerName: 'Owner' },
  { field: 'language', headerName: 'Language' },
  { field: 'stars', headerName: 'Stars', type: 'number' },
];

const pages: Repository[][] = [
  [
    { id: 1, name: 'tidal-forecast-engine', owner: 'coastal-research-group', language: 'Rust', stars: 1843 },
    { id: 2, name: 'pdf-to-braille', owner: 'open-access-lab', language: 'Python', stars: 612 },
    { id: 3, name: 'tiny-kv', owner: 'mk', language: 'Go', stars: 97 },
  ],
  [
    { id: 4, name: 'ui', owner: 'northwind-design-system-team', language: 'TypeScript', stars: 5210 },
    { id: 5, name: 'weather-station-firmware', owner: 'hackerspace-tromso', language: 'C', stars: 233 },
    { id: 6, name: 'orbit', owner: 'ab', language: 'Kotlin', stars: 4401 },
  ],
];

// Stands in for a request: the same data after the same delay, every time.
function fetchRepositories(page: number): Promise<Repository[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(pages[page % pages.length] ?? []), 700);
  });
}

export default function AsyncAutosize() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState<Repository[]>([]);
  const [page, setPage] = React.useState(0);
  const [loading, setLoading] = React.useState(true);
  // Set when new data arrives, so that scrolling (which also changes the rendered range) does not resize.
  const sizePending = React.useRef(false);

  React.useEffect(() => {
    let active = true;
    fetchRepositories(page).then((data) => {
      if (!active) return;
      sizePending.current = true;
      setRows(data);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [page]);

  // Autosizing measures the cells in the DOM, so it has to wait until the grid has rendered
  // the new rows: the grid announces that with `renderedRowsIntervalChange`, which fires when
  // the range of rendered rows changes, for example from none to the rows just loaded.
  React.useEffect(
    () =>
      apiRef.current.subscribeEvent('renderedRowsIntervalChange', () => {
        if (!sizePending.current) return;
        sizePending.current = false;
        void apiRef.current.autosizeColumns({ includeHeaders: true, includeOutliers: true });
      }),
    [apiRef],
  );

  return (
    <div style={{ height: 314 }}>
      <Button
        size="small"
        variant="outlined"
        disabled={loading}
        onClick={() => {
          setLoading(true);
          setRows([]);
          setPage((current) => current + 1);
        }}
        style={{ marginBottom: 8 }}
      >
        Load other repositories
      </Button>
      <div style={{ height: 274 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} loading={loading} hideFooter />
      </div>
    </div>
  );
}
