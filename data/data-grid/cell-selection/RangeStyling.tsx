import * as React from 'react';
import { DataGridPremium, gridClasses, type GridCellSelectionModel, type GridColDef } from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 110 },
  { field: 'q1', headerName: 'Q1', type: 'number', width: 80 },
  { field: 'q2', headerName: 'Q2', type: 'number', width: 80 },
  { field: 'q3', headerName: 'Q3', type: 'number', width: 80 },
];

const rows = [
  { id: 1, item: 'Rent', q1: 3600, q2: 3600, q3: 3600 },
  { id: 2, item: 'Payroll', q1: 14200, q2: 14900, q3: 15100 },
  { id: 3, item: 'Software', q1: 820, q2: 860, q3: 910 },
  { id: 4, item: 'Travel', q1: 1300, q2: 2250, q3: 980 },
];

const initialSelection: GridCellSelectionModel = {
  2: { q1: true, q2: true },
  3: { q1: true, q2: true },
};

// The selected cells get Mui-selected; the cells on the edges of a range also get
// cell--rangeTop, --rangeBottom, --rangeLeft and --rangeRight, enough to draw its outline.
export default function RangeStyling() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        initialState={{ cellSelection: initialSelection }}
        hideFooter
        sx={(theme) => {
          const edge = `2px solid ${(theme.vars ?? theme).palette.secondary.main}`;
          return {
            [`& .${gridClasses.cell}.Mui-selected`]: { bgcolor: 'rgba(156, 39, 176, 0.12)' },
            [`& .${gridClasses['cell--rangeTop']}`]: { borderTop: edge },
            [`& .${gridClasses['cell--rangeBottom']}`]: { borderBottom: edge },
            [`& .${gridClasses['cell--rangeLeft']}`]: { borderLeft: edge },
            [`& .${gridClasses['cell--rangeRight']}`]: { borderRight: edge },
          };
        }}
      />
    </div>
  );
}
