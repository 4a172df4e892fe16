import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Participant', flex: 1, minWidth: 140 },
  { field: 'workshop', headerName: 'Workshop', width: 130 },
];

const rows = [
  { id: 1, name: 'Arjun Rao', workshop: 'Pottery' },
  { id: 2, name: 'Beatriz Lima', workshop: 'Printmaking' },
  { id: 3, name: 'Colm Byrne', workshop: 'Pottery' },
  { id: 4, name: 'Dana Weiss', workshop: 'Weaving' },
  { id: 5, name: 'Emeka Obi', workshop: 'Printmaking' },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function SelectionWithFiltering() {
  const [keep, setKeep] = React.useState(false);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([1, 2, 4]);

  return (
    <div style={{ height: 420 }}>
      <FormControlLabel
        style={{ height: 42, margin: 0 }}
        label="keepNonExistentRowsSelected"
        control={<Switch checked={keep} onChange={(event) => setKeep(event.target.checked)} />}
      />
      <div style={{ height: 330 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          keepNonExistentRowsSelected={keep}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          slots={{ toolbar: Toolbar }}
          hideFooter
        />
      </div>
      <div role="status" style={{ height: 40, fontSize: 14, lineHeight: '40px', overflow: 'auto', whiteSpace: 'nowrap' }}>
        Selected ids: {selection.length > 0 ? selection.join(', ') : 'none'}
      </div>
    </div>
  );
}
