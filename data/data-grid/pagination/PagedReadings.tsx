import * as React from 'react';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';

const stations = ['Aberdeen', 'Bilbao', 'Cork', 'Dijon', 'Esbjerg', 'Faro'];

// 48 hourly readings built from simple arithmetic, so the data is the same on every render.
const rows = Array.from({ length: 48 }, (_, index) => ({
  id: index + 1,
  station: stations[index % stations.length],
  time: `${String(index % 24).padStart(2, '0')}:00`,
  temperature: 8 + ((index * 7) % 13),
  wind: 5 + ((index * 11) % 31),
}));

const columns: GridColDef[] = [
  { field: 'id', headerName: '#', width: 70 },
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 120 },
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'temperature', headerName: 'Temp (°C)', type: 'number', width: 110 },
  { field: 'wind', headerName: 'Wind (km/h)', type: 'number', width: 120 },
];

export default function PagedReadings() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 5,
  });

  return (
    <div style={{ height: 420, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 372 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          // The starting pageSize (5) must be one of the options.
          pageSizeOptions={[5, 10, 20]}
        />
      </div>
      <div style={{ height: 40, overflow: 'auto', whiteSpace: 'nowrap', fontSize: 14, lineHeight: '40px' }}>
        paginationModel: {JSON.stringify(paginationModel)}
      </div>
    </div>
  );
}
