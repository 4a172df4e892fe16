import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { DataGrid, useGridApiContext, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

interface Recipe {
  id: number;
  dish: string;
  votes: number;
}

// A cell component: it receives the row through params and the API through context.
function VoteCell({ id, value, row }: GridRenderCellParams<Recipe, number>) {
  const apiRef = useGridApiContext();
  const change = (delta: number) => {
    // updateRows merges the partial row into the existing one; sorting and filters follow.
    apiRef.current.updateRows([{ id, votes: Math.max(0, (value ?? 0) + delta) }]);
  };

  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 4, height: '100%' }}>
      <IconButton size="small" aria-label={`Remove a vote for ${row.dish}`} onClick={() => change(-1)}>
        <RemoveIcon fontSize="small" />
      </IconButton>
      <span style={{ minWidth: 24, textAlign: 'center' }}>{value}</span>
      <IconButton size="small" aria-label={`Add a vote for ${row.dish}`} onClick={() => change(1)}>
        <AddIcon fontSize="small" />
      </IconButton>
    </div>
  );
}

const columns: GridColDef<Recipe>[] = [
  { field: 'dish', headerName: 'Dish', flex: 1, minWidth: 140 },
  { field: 'votes', headerName: 'Votes', type: 'number', width: 140, renderCell: (params) => <VoteCell {...params} /> },
];

const initialRows: Recipe[] = [
  { id: 1, dish: 'Shakshuka', votes: 12 },
  { id: 2, dish: 'Mushroom risotto', votes: 9 },
  { id: 3, dish: 'Pad see ew', votes: 15 },
  { id: 4, dish: 'Lentil soup', votes: 4 },
  { id: 5, dish: 'Fish tacos', votes: 11 },
];

export default function RatingCell() {
  return (
    <div style={{ height: 360 }}>
      <DataGrid
        rows={initialRows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'votes', sort: 'desc' }] } }}
        disableRowSelectionOnClick
        hideFooter
      />
    </div>
  );
}
