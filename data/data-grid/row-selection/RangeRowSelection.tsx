import * as React from 'react';
import { DataGridPro, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'photo', headerName: 'Photo', flex: 1, minWidth: 150 },
  { field: 'album', headerName: 'Album', width: 130 },
  { field: 'sizeMb', headerName: 'Size (MB)', type: 'number', width: 110 },
];

const rows = [
  { id: 'img-01', photo: 'harbour-dawn.jpg', album: 'Lisbon', sizeMb: 4.2 },
  { id: 'img-02', photo: 'tram-28.jpg', album: 'Lisbon', sizeMb: 3.8 },
  { id: 'img-03', photo: 'azulejos.jpg', album: 'Lisbon', sizeMb: 5.1 },
  { id: 'img-04', photo: 'fjord-ferry.jpg', album: 'Bergen', sizeMb: 6.4 },
  { id: 'img-05', photo: 'bryggen.jpg', album: 'Bergen', sizeMb: 4.9 },
  { id: 'img-06', photo: 'fish-market.jpg', album: 'Bergen', sizeMb: 3.3 },
];

export default function RangeRowSelection() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);
  // The model holds ids; look the rows up to add their sizes.
  const totalMb = rows
    .filter((row) => selection.includes(row.id))
    .reduce((sum, row) => sum + row.sizeMb, 0);

  return (
    <div style={{ height: 420, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 372 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </div>
      <div style={{ height: 40, overflow: 'auto', whiteSpace: 'nowrap', fontSize: 14, lineHeight: '40px' }}>
        {selection.length} photo(s) selected, {totalMb.toFixed(1)} MB
      </div>
    </div>
  );
}
