import * as React from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  gridExpandedSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Invoice', type: 'number', width: 100 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 140 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
];

const clients = ['Aurora Labs', 'Birch & Co', 'Cobalt Studio', 'Dune Foods', 'Ember Tools'];
const rows = Array.from({ length: 1000 }, (_, index) => ({
  id: 5001 + index,
  client: clients[(index * 3) % clients.length],
  amount: 50 + ((index * 97) % 4000),
}));

export default function JumpToRow() {
  const apiRef = useGridApiRef();
  const [value, setValue] = React.useState('5750');
  const [status, setStatus] = React.useState('');

  const jump = () => {
    const id = Number(value);
    // scrollToIndexes takes a position among the rows left after filtering and sorting.
    const rowIndex = gridExpandedSortedRowIdsSelector(apiRef).indexOf(id);
    if (rowIndex === -1) {
      setStatus(`Invoice ${value} is not in the list.`);
      return;
    }
    apiRef.current.scrollToIndexes({ rowIndex });
    apiRef.current.selectRow(id, true, true);
    setStatus(`Invoice ${id} is row ${rowIndex + 1} of the current order.`);
  };

  return (
    <div style={{ height: 460, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 40, display: 'flex', alignItems: 'center', gap: 8, overflowX: 'auto', whiteSpace: 'nowrap' }}>
        <TextField
          size="small"
          placeholder="Invoice"
          slotProps={{ htmlInput: { 'aria-label': 'Invoice number' } }}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && jump()}
          sx={{ width: 110, flexShrink: 0 }}
        />
        <Button size="small" variant="outlined" onClick={jump}>
          Go
        </Button>
        <Button size="small" onClick={() => apiRef.current.scroll({ top: 0 })}>
          Top
        </Button>
        <span style={{ fontSize: 13 }}>{status}</span>
      </div>
      <div style={{ height: 412 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} density="compact" />
      </div>
    </div>
  );
}
