import * as React from 'react';
import Button from '@mui/material/Button';
import { DataGrid, useGridApiRef, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  copies: number;
  overdue: boolean;
}

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Book', flex: 1, minWidth: 150 },
  { field: 'copies', headerName: 'Copies', type: 'number', width: 90 },
  { field: 'overdue', headerName: 'Overdue', type: 'boolean', width: 100 },
];

const rows: Book[] = [
  { id: 1, title: 'The Overstory', copies: 3, overdue: true },
  { id: 2, title: 'Piranesi', copies: 2, overdue: false },
  { id: 3, title: 'Homegoing', copies: 4, overdue: true },
  { id: 4, title: 'Klara and the Sun', copies: 1, overdue: false },
  { id: 5, title: 'The Vegetarian', copies: 2, overdue: true },
];

export default function SelectionFromCode() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('Nothing selected.');

  const describe = (model: GridRowSelectionModel) => {
    // getSelectedRows returns a Map from id to the row object.
    const selected = [...apiRef.current.getSelectedRows().values()] as Book[];
    const copies = selected.reduce((sum, book) => sum + book.copies, 0);
    setSummary(model.length === 0 ? 'Nothing selected.' : `${model.length} titles, ${copies} copies`);
  };

  const selectOverdue = () => apiRef.current.setRowSelectionModel(rows.filter((row) => row.overdue).map((row) => row.id));
  // selectRow(id, isSelected, resetSelection): here, add or remove one row and keep the others.
  const togglePiranesi = () => apiRef.current.selectRow(2, !apiRef.current.isRowSelected(2), false);

  return (
    <div style={{ height: 400, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 40, display: 'grid', gridAutoFlow: 'column', gridAutoColumns: 'max-content', alignItems: 'center', gap: 8, overflowX: 'auto' }}>
        <Button size="small" variant="outlined" onClick={selectOverdue}>Select overdue</Button>
        <Button size="small" variant="outlined" onClick={togglePiranesi}>Toggle Piranesi</Button>
        <Button size="small" onClick={() => apiRef.current.setRowSelectionModel([])}>Clear</Button>
      </div>
      <div style={{ height: 320 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          // Called for changes made from code as well as by users.
          onRowSelectionModelChange={describe}
          hideFooter
        />
      </div>
      <div role="status" style={{ height: 24, fontSize: 14, lineHeight: '24px' }}>{summary}</div>
    </div>
  );
}
