import * as React from 'react';
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 170 },
  { field: 'due', headerName: 'Due', width: 100 },
  // The checkbox column, listed by hand: placed last and wider. Its header keeps the
  // select-all checkbox, whose accessible name is "Select all rows".
  { ...GRID_CHECKBOX_SELECTION_COL_DEF, width: 80 },
];

const rows = [
  { id: 1, task: 'Book the venue', due: 'Mon' },
  { id: 2, task: 'Send invitations', due: 'Tue' },
  { id: 3, task: 'Order catering', due: 'Wed' },
  { id: 4, task: 'Print name badges', due: 'Thu' },
];

export default function CustomCheckboxColumn() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([1]);

  return (
    <div style={{ height: 270 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        hideFooter
      />
    </div>
  );
}
