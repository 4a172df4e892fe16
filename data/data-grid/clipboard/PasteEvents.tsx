import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 130, editable: true },
  { field: 'price', headerName: 'Price', type: 'number', width: 90, editable: true },
];

const rows = [
  { id: 1, sku: 'TEA-01', name: 'Sencha', price: 8.5 },
  { id: 2, sku: 'TEA-02', name: 'Assam', price: 6.9 },
  { id: 3, sku: 'TEA-03', name: 'Rooibos', price: 5.5 },
  { id: 4, sku: 'TEA-04', name: 'Oolong', price: 11.2 },
];

interface PendingPaste {
  cells: number;
  resolve: () => void;
  reject: () => void;
}

export default function PasteEvents() {
  const [pending, setPending] = React.useState<PendingPaste | null>(null);
  const [pasting, setPasting] = React.useState(false);
  const [log, setLog] = React.useState<string[]>([]);
  const note = (line: string) => setLog((current) => [line, ...current].slice(0, 3));

  // The paste waits for this promise: resolving goes on, rejecting cancels.
  const confirmPaste = React.useCallback(
    ({ data }: { data: string[][] }) =>
      new Promise<void>((resolve, reject) => {
        const cells = data.reduce((count, line) => count + line.length, 0);
        setPending({ cells, resolve, reject });
      }),
    [],
  );

  const close = (accepted: boolean) => {
    if (accepted) pending?.resolve();
    else {
      pending?.reject();
      note('Paste cancelled.');
    }
    setPending(null);
  };

  return (
    <div style={{ height: 380, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 300 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          loading={pasting}
          onBeforeClipboardPasteStart={confirmPaste}
          onClipboardPasteStart={({ data }) => {
            setPasting(true);
            note(`clipboardPasteStart: ${data.length} line(s)`);
          }}
          onClipboardPasteEnd={() => {
            setPasting(false);
            note('clipboardPasteEnd');
          }}
          hideFooter
        />
      </div>
      <div role="log" style={{ height: 72, overflow: 'auto', fontSize: 14, lineHeight: '24px' }}>
        {log.length === 0 ? 'Copy a few cells, select others in Name or Price, then paste.' : log.map((line, index) => <div key={index}>{line}</div>)}
      </div>
      <Dialog open={pending !== null} onClose={() => close(false)}>
        <DialogTitle>Paste {pending?.cells} value{pending?.cells === 1 ? '' : 's'}?</DialogTitle>
        <DialogContent>
          <DialogContentText>Prices and names change for every customer at once.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close(false)}>Cancel</Button>
          <Button onClick={() => close(true)} autoFocus>
            Paste
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
