import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  product: string;
  price: number;
}

const initialRows: Product[] = [
  { id: 1, product: 'Espresso machine', price: 449 },
  { id: 2, product: 'Burr grinder', price: 129 },
  { id: 3, product: 'Milk jug', price: 18 },
];

const columns: GridColDef<Product>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 150, editable: true },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 110, editable: true },
];

/** What differs between the two versions of a row, in words; empty when nothing changed. */
function describeChange(newRow: Product, oldRow: Product): string {
  if (newRow.product !== oldRow.product) return `rename "${oldRow.product}" to "${newRow.product}"`;
  if (newRow.price !== oldRow.price) return `change the price of ${oldRow.product} from €${oldRow.price} to €${newRow.price}`;
  return '';
}

interface Pending {
  newRow: Product;
  oldRow: Product;
  resolve: (row: Product) => void;
}

export default function ConfirmBeforeSave() {
  const [rows, setRows] = React.useState(initialRows);
  const [pending, setPending] = React.useState<Pending | null>(null);

  // processRowUpdate may return a promise: the edit waits until the dialog settles it.
  const processRowUpdate = (newRow: Product, oldRow: Product) =>
    new Promise<Product>((resolve) => {
      if (describeChange(newRow, oldRow) === '') {
        resolve(oldRow); // Nothing changed: no question to ask.
        return;
      }
      setPending({ newRow, oldRow, resolve });
    });

  const answer = (keep: boolean) => {
    if (!pending) return;
    const row = keep ? pending.newRow : pending.oldRow;
    if (keep) setRows((prev) => prev.map((item) => (item.id === row.id ? row : item)));
    // Resolving with the old row discards the edit without an error.
    pending.resolve(row);
    setPending(null);
  };

  return (
    <div style={{ height: 260 }}>
      <DataGrid rows={rows} columns={columns} processRowUpdate={processRowUpdate} hideFooter />
      <Dialog open={pending !== null} onClose={() => answer(false)} aria-labelledby="confirm-save-title">
        <DialogTitle id="confirm-save-title">Save this change?</DialogTitle>
        <DialogContent>
          <DialogContentText>{pending ? `You are about to ${describeChange(pending.newRow, pending.oldRow)}.` : ''}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)}>Discard</Button>
          {/* No autoFocus: the Enter that committed the cell must not also confirm the dialog. */}
          <Button onClick={() => answer(true)} variant="contained">
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
