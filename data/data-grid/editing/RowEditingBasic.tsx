import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Shift {
  id: number;
  nurse: string;
  ward: string;
  start: string;
  end: string;
}

const initialRows: Shift[] = [
  { id: 1, nurse: 'Aoife Byrne', ward: 'Cardiology', start: '07:00', end: '15:00' },
  { id: 2, nurse: 'Rahul Iyer', ward: 'Paediatrics', start: '15:00', end: '23:00' },
  { id: 3, nurse: 'Greta Hahn', ward: 'Emergency', start: '23:00', end: '07:00' },
];

const columns: GridColDef<Shift>[] = [
  { field: 'nurse', headerName: 'Nurse', flex: 1, minWidth: 130, editable: true },
  { field: 'ward', headerName: 'Ward', width: 130, editable: true, type: 'singleSelect', valueOptions: ['Cardiology', 'Emergency', 'Paediatrics'] },
  { field: 'start', headerName: 'Start', width: 90, editable: true },
  { field: 'end', headerName: 'End', width: 90, editable: true },
];

export default function RowEditingBasic() {
  const [rows, setRows] = React.useState(initialRows);
  const [saved, setSaved] = React.useState('Double-click a row, change a few fields, then press Enter.');

  return (
    <div style={{ height: 300, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 240 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          // The whole row enters edit mode; processRowUpdate receives all its changes at once.
          editMode="row"
          processRowUpdate={(newRow: Shift, oldRow: Shift) => {
            const changed = (Object.keys(newRow) as (keyof Shift)[]).filter((key) => newRow[key] !== oldRow[key]);
            setSaved(`Saved ${newRow.nurse}: ${changed.length > 0 ? changed.join(', ') : 'no change'}`);
            setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
            return newRow;
          }}
          hideFooter
        />
      </div>
      <div role="status" style={{ height: 44, fontSize: 14, overflow: 'auto' }}>
        {saved}
      </div>
    </div>
  );
}
