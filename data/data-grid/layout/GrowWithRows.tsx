import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 140 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
];

const names = ['Aiko', 'Bruno', 'Chiara', 'Dmitri', 'Esi', 'Farid', 'Greta', 'Hugo', 'Ines', 'Jules'];

function makeRows(count: number) {
  return names.slice(0, count).map((name, index) => ({ id: index + 1, guest: name, seats: 1 + (index % 3) }));
}

export default function GrowWithRows() {
  const [count, setCount] = React.useState(2);

  return (
    <div style={{ height: 344 }}>
      <Stack direction="row" spacing={1} style={{ height: 36, marginBottom: 8 }}>
        <Button size="small" variant="outlined" disabled={count >= names.length} onClick={() => setCount(count + 1)}>
          Add guest
        </Button>
        <Button size="small" variant="outlined" disabled={count === 0} onClick={() => setCount(count - 1)}>
          Remove guest
        </Button>
      </Stack>
      {/* No height on the parent: the grid is as tall as its rows, between minHeight and maxHeight. */}
      <div style={{ display: 'flex', flexDirection: 'column', minHeight: 160, maxHeight: 300 }}>
        <DataGrid rows={makeRows(count)} columns={columns} density="compact" hideFooter />
      </div>
    </div>
  );
}
