import * as React from 'react';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 130 },
  { field: 'aisle', headerName: 'Aisle', width: 110 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100 },
];

const rows = [
  { id: 1, item: 'Oat milk', aisle: 'Dairy', price: 2.1 },
  { id: 2, item: 'Feta', aisle: 'Dairy', price: 3.4 },
  { id: 3, item: 'Greek yoghurt', aisle: 'Dairy', price: 2.8 },
  { id: 4, item: 'Leeks', aisle: 'Vegetables', price: 1.9 },
  { id: 5, item: 'Butternut squash', aisle: 'Vegetables', price: 2.5 },
  { id: 6, item: 'Sourdough', aisle: 'Bakery', price: 4.2 },
  { id: 7, item: 'Rye crackers', aisle: 'Bakery', price: 2.3 },
];

export default function SelectWholeGroups() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('Tick an aisle to select everything in it.');

  const handleSelection = (model: GridRowSelectionModel) => {
    // The model also holds the ids of the group rows: keep the real rows only.
    const leaves = model.filter((id) => apiRef.current.getRowNode(id)?.type === 'leaf');
    const total = leaves.reduce<number>((sum, id) => sum + (apiRef.current.getRow(id)?.price ?? 0), 0);
    setSummary(`${leaves.length} item(s) selected · €${total.toFixed(2)}`);
  };

  return (
    <div style={{ height: 460, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 412 }}>
        <DataGridPremium
          experimentalFeatures={{ ariaV8: true }}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          // Ticking a group ticks its rows; ticking all rows of a group ticks the group.
          rowSelectionPropagation={{ descendants: true, parents: true }}
          onRowSelectionModelChange={handleSelection}
          initialState={{
            rowGrouping: { model: ['aisle'] },
            columns: { columnVisibilityModel: { aisle: false } },
          }}
          defaultGroupingExpansionDepth={-1}
          hideFooter
        />
      </div>
      <div style={{ height: 40, fontSize: 14, lineHeight: '40px', whiteSpace: 'nowrap', overflow: 'hidden' }}>{summary}</div>
    </div>
  );
}
