import * as React from 'react';
import { DataGrid, type GridColDef, type GridPreProcessEditCellProps } from '@mui/x-data-grid';

interface Expense {
  id: number;
  item: string;
  payment: 'Card' | 'Cash' | 'Invoice';
  reference: string;
}

const initialRows: Expense[] = [
  { id: 1, item: 'Train tickets', payment: 'Card', reference: '' },
  { id: 2, item: 'Printer toner', payment: 'Invoice', reference: 'INV-2207' },
  { id: 3, item: 'Team lunch', payment: 'Cash', reference: '' },
];

// The reference is required only for invoices. In row editing, otherFieldsProps holds the
// values being edited in the other cells, and the grid runs this again when they change.
const validateReference = ({ props, otherFieldsProps }: GridPreProcessEditCellProps) => {
  const payment = otherFieldsProps?.payment?.value;
  const missing = payment === 'Invoice' && !String(props.value ?? '').trim();
  return { ...props, error: missing };
};

const columns: GridColDef<Expense>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 130, editable: true },
  {
    field: 'payment',
    headerName: 'Payment',
    type: 'singleSelect',
    valueOptions: ['Card', 'Cash', 'Invoice'],
    width: 120,
    editable: true,
  },
  {
    field: 'reference',
    headerName: 'Invoice no.',
    width: 130,
    editable: true,
    preProcessEditCellProps: validateReference,
  },
];

// Double-click a row (or press Enter) to edit it, set the payment to Invoice and try to
// save with Enter: the row stays open until the invoice number is filled in.
export default function ConditionalValidation() {
  return (
    <div style={{ height: 260, width: '100%' }}>
      <DataGrid
        rows={initialRows}
        columns={columns}
        editMode="row"
        hideFooter
        sx={{
          // The editor of a cell with an error.
          '& .MuiDataGrid-cell--editing .Mui-error': {
            bgcolor: 'rgba(211, 47, 47, 0.12)',
            color: 'error.main',
            boxShadow: 'inset 0 0 0 2px currentColor',
          },
        }}
      />
    </div>
  );
}
