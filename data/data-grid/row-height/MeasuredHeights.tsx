import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'step', headerName: 'Step', width: 70 },
  {
    field: 'instruction',
    headerName: 'Instruction',
    flex: 1,
    minWidth: 180,
    renderCell: (params) => <div style={{ whiteSpace: 'normal', padding: '8px 0' }}>{params.value}</div>,
  },
];

const rows = [
  { id: 1, step: 1, instruction: 'Soak the chickpeas overnight in plenty of cold water with a pinch of baking soda.' },
  { id: 2, step: 2, instruction: 'Drain.' },
  { id: 3, step: 3, instruction: 'Blend with garlic, lemon juice, tahini and a little of the cooking water until smooth.' },
  { id: 4, step: 4, instruction: 'Season and serve.' },
];

export default function MeasuredHeights() {
  const apiRef = useGridApiRef();
  const [heights, setHeights] = React.useState('Press "Read heights" after the rows have rendered.');

  const readHeights = () => {
    // The measured height of each row, in pixels (unstable API: the name may change).
    const list = rows.map((row) => `${row.id}: ${apiRef.current.unstable_getRowHeight(row.id)}px`);
    setHeights(list.join(' · '));
  };

  return (
    <div style={{ height: 420, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Stack direction="row" spacing={1} style={{ height: 36 }}>
        <Button size="small" variant="outlined" onClick={readHeights}>
          Read heights
        </Button>
      </Stack>
      <div style={{ height: 328 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          getRowHeight={() => 'auto'}
          // Used until a row is measured: keeps the scrollbar stable on long lists.
          getEstimatedRowHeight={() => 70}
          hideFooter
        />
      </div>
      <code style={{ height: 40, fontSize: 12, overflow: 'auto' }}>{heights}</code>
    </div>
  );
}
