import * as React from 'react';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';

interface Station {
  id: number;
  station: string;
  line: string;
  riders: number;
}

const serverRows: Station[] = [
  { id: 1, station: 'Nørreport', line: 'M1, M2', riders: 61000 },
  { id: 2, station: 'Kongens Nytorv', line: 'M1, M2, M3', riders: 39000 },
  { id: 3, station: 'Christianshavn', line: 'M1, M2', riders: 22000 },
  { id: 4, station: 'Vanløse', line: 'M1, M2', riders: 12000 },
  { id: 5, station: 'Frederiksberg', line: 'M1, M2, M3', riders: 27000 },
];

// Stands in for a request: the server sorts by the model it receives, after 500 ms.
function fetchSorted(sortModel: GridSortModel): Promise<Station[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const item = sortModel[0];
      if (!item?.sort) {
        resolve(serverRows);
        return;
      }
      const field = item.field as keyof Station;
      const sign = item.sort === 'asc' ? 1 : -1;
      resolve([...serverRows].sort((a, b) => (a[field] > b[field] ? sign : a[field] < b[field] ? -sign : 0)));
    }, 500);
  });
}

const columns: GridColDef<Station>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 140 },
  { field: 'line', headerName: 'Lines', width: 120 },
  { field: 'riders', headerName: 'Riders / day', type: 'number', width: 120 },
];

export default function ServerSideSorting() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'riders', sort: 'desc' }]);
  const [rows, setRows] = React.useState<Station[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    fetchSorted(sortModel).then((result) => {
      if (!active) return;
      setRows(result);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [sortModel]);

  return (
    <div style={{ height: 320 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={(model) => {
          setLoading(true);
          setSortModel(model);
        }}
        loading={loading}
        hideFooter
      />
    </div>
  );
}
