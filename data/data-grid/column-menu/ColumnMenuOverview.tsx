import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Loan {
  id: number;
  title: string;
  borrower: string;
  branch: string;
  due: Date;
  renewals: number;
}

const rows: Loan[] = [
  { id: 1, title: 'The Overstory', borrower: 'M. Okonkwo', branch: 'Central', due: new Date(2024, 4, 21), renewals: 1 },
  { id: 2, title: 'Piranesi', borrower: 'L. Fischer', branch: 'Harbour', due: new Date(2024, 4, 14), renewals: 0 },
  { id: 3, title: 'Circe', borrower: 'A. Duarte', branch: 'Central', due: new Date(2024, 4, 30), renewals: 2 },
  { id: 4, title: 'The Vegetarian', borrower: 'S. Park', branch: 'Hillside', due: new Date(2024, 4, 18), renewals: 0 },
];

// The default menu adapts to each column: the filter it opens offers the operators of the type.
const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 140 },
  { field: 'borrower', headerName: 'Borrower', width: 130 },
  { field: 'branch', headerName: 'Branch', type: 'singleSelect', valueOptions: ['Central', 'Harbour', 'Hillside'], width: 120 },
  { field: 'due', headerName: 'Due', type: 'date', width: 120 },
  { field: 'renewals', headerName: 'Renewals', type: 'number', width: 110 },
];

export default function ColumnMenuOverview() {
  return (
    <div style={{ height: 270 }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
