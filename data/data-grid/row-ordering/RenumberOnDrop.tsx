import * as React from 'react';
import {
  DataGridPro,
  GRID_REORDER_COL_DEF,
  type GridColDef,
  type GridRowOrderChangeParams,
} from '@mui/x-data-grid-pro';

interface Stop {
  id: string;
  position: number;
  place: string;
  arrive: string;
}

const columns: GridColDef<Stop>[] = [
  { field: 'position', headerName: 'Stop', type: 'number', width: 80, sortable: false },
  { field: 'place', headerName: 'Delivery address', flex: 1, minWidth: 180, sortable: false },
  { field: 'arrive', headerName: 'Window', width: 120, sortable: false },
  // The handle column's header is blank by default: give it a title that screen readers announce.
  { ...GRID_REORDER_COL_DEF, width: 70, renderHeader: () => 'Move' },
];

const initialRows: Stop[] = [
  { id: 'd1', position: 1, place: 'Bakery, 3 Quay Street', arrive: '08:00–09:00' },
  { id: 'd2', position: 2, place: 'Pharmacy, 41 High Road', arrive: '09:00–10:00' },
  { id: 'd3', position: 3, place: 'School kitchen, Park Lane', arrive: '10:00–11:00' },
  { id: 'd4', position: 4, place: 'Florist, 9 Market Square', arrive: '11:00–12:00' },
];

export default function RenumberOnDrop() {
  const [rows, setRows] = React.useState<Stop[]>(initialRows);

  // Rebuild the list in the new order and renumber every stop: this `position`
  // field is what a backend would store.
  const handleRowOrderChange = ({ oldIndex, targetIndex }: GridRowOrderChangeParams) => {
    setRows((prev) => {
      const next = [...prev];
      const [moved] = next.splice(oldIndex, 1);
      if (moved) {
        next.splice(targetIndex, 0, moved);
      }
      return next.map((row, index) => ({ ...row, position: index + 1 }));
    });
  };

  return (
    <div style={{ height: 300 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        rowReordering
        onRowOrderChange={handleRowOrderChange}
        // The drag handle goes to the end of the row instead of the start.
        initialState={{
          columns: { orderedFields: ['position', 'place', 'arrive', GRID_REORDER_COL_DEF.field] },
        }}
        hideFooter
      />
    </div>
  );
}
