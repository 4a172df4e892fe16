import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'photo', headerName: 'Photo', flex: 1, minWidth: 150 },
  { field: 'album', headerName: 'Album', width: 120 },
];

const rows = [
  { id: 1, photo: 'Harbour at dawn', album: 'Lisbon' },
  { id: 2, photo: 'Tram 28', album: 'Lisbon' },
  { id: 3, photo: 'Tiled façade', album: 'Lisbon' },
  { id: 4, photo: 'Sunset, Belém', album: 'Lisbon' },
];

type Action = 'deselect' | 'select';

export default function IndeterminateCheckbox() {
  const [action, setAction] = React.useState<Action>('deselect');
  // Two of four selected: the header checkbox starts indeterminate.
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([1, 3]);

  return (
    <div style={{ height: 320 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={action}
        onChange={(_event, value: Action | null) => {
          if (value) {
            setAction(value);
            setSelection([1, 3]);
          }
        }}
        aria-label="Header checkbox action"
        style={{ marginBottom: 8 }}
      >
        <ToggleButton value="deselect">deselect (default)</ToggleButton>
        <ToggleButton value="select">select</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 272 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          indeterminateCheckboxAction={action}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </div>
    </div>
  );
}
