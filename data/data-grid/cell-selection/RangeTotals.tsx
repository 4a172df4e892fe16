import * as React from 'react';
import {
  DataGridPremium,
  type GridCellSelectionModel,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Shift {
  id: number;
  volunteer: string;
  mon: number;
  tue: number;
  wed: number;
  thu: number;
  fri: number;
}

const days = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

const columns: GridColDef<Shift>[] = [
  { field: 'volunteer', headerName: 'Volunteer', width: 140 },
  ...days.map((day) => ({ field: day, headerName: day.toUpperCase(), type: 'number' as const, width: 80 })),
];

const rows: Shift[] = [
  { id: 1, volunteer: 'Noor', mon: 4, tue: 0, wed: 3, thu: 4, fri: 2 },
  { id: 2, volunteer: 'Felix', mon: 2, tue: 5, wed: 0, thu: 3, fri: 6 },
  { id: 3, volunteer: 'Aiko', mon: 0, tue: 3, wed: 4, thu: 2, fri: 1 },
  { id: 4, volunteer: 'Rosa', mon: 6, tue: 2, wed: 2, thu: 0, fri: 3 },
  { id: 5, volunteer: 'Idris', mon: 1, tue: 4, wed: 5, thu: 5, fri: 0 },
];

// Tuesday to Thursday for Felix and Aiko are selected when the demo opens.
const initialSelection: GridCellSelectionModel = {
  2: { tue: true, wed: true, thu: true },
  3: { tue: true, wed: true, thu: true },
};

export default function RangeTotals() {
  const [selection, setSelection] = React.useState<GridCellSelectionModel>(initialSelection);

  let count = 0;
  let hours = 0;
  Object.entries(selection).forEach(([rowId, fields]) => {
    // Keys of the model are strings, even for numeric row ids.
    const row = rows.find((item) => String(item.id) === rowId);
    Object.entries(fields).forEach(([field, selected]) => {
      const value = row?.[field as keyof Shift];
      if (selected && typeof value === 'number' && field !== 'id') {
        count += 1;
        hours += value;
      }
    });
  });

  return (
    <div style={{ height: 384, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 40, overflow: 'auto', whiteSpace: 'nowrap', fontSize: 14, lineHeight: '40px' }}>
        {count} cells selected, {hours} hours in total
      </div>
      <div style={{ height: 336 }}>
        <DataGridPremium
          experimentalFeatures={{ ariaV8: true }}
          rows={rows}
          columns={columns}
          cellSelection
          cellSelectionModel={selection}
          onCellSelectionModelChange={setSelection}
          disableRowSelectionOnClick
          hideFooter
        />
      </div>
    </div>
  );
}
