import * as React from 'react';
import Button from '@mui/material/Button';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';

interface File {
  id: number;
  file: string;
  size: number;
}

const initialRows: File[] = [
  { id: 1, file: 'report-final.pdf', size: 2.4 },
  { id: 2, file: 'report-final-v2.pdf', size: 2.5 },
  { id: 3, file: 'budget.xlsx', size: 0.8 },
  { id: 4, file: 'notes.txt', size: 0.1 },
];

const columns: GridColDef<File>[] = [
  { field: 'file', headerName: 'File', flex: 1, minWidth: 160 },
  { field: 'size', headerName: 'Size (MB)', type: 'number', width: 110 },
];

export default function ControlledSelection() {
  const [rows, setRows] = React.useState(initialRows);
  // The app owns the selection: the button reads it, and clears it after deleting.
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([2]);

  return (
    <div style={{ height: 310 }}>
      <Button
        size="small"
        variant="outlined"
        color="error"
        disabled={selection.length === 0}
        onClick={() => {
          setRows((prev) => prev.filter((row) => !selection.includes(row.id)));
          setSelection([]);
        }}
        style={{ marginBottom: 8 }}
      >
        Delete {selection.length} file(s)
      </Button>
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
    </div>
  );
}
