import * as React from 'react';
import Button from '@mui/material/Button';
import {
  DataGrid,
  GridCellEditStopReasons,
  GridCellModes,
  type GridCellModesModel,
  type GridColDef,
} from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  price: number;
}

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Tea', flex: 1, minWidth: 140 },
  { field: 'price', headerName: 'Price per 100 g (€)', type: 'number', width: 170, editable: true },
];

const initialRows: Product[] = [
  { id: 1, name: 'Darjeeling first flush', price: 14.5 },
  { id: 2, name: 'Genmaicha', price: 7.2 },
  { id: 3, name: 'Rooibos vanilla', price: 5.9 },
  { id: 4, name: 'Oolong Tie Guan Yin', price: 11 },
];

// One entry per cell: { [rowId]: { [field]: { mode } } }.
function everyPrice(props: GridCellModesModel[string][string]): GridCellModesModel {
  return Object.fromEntries(initialRows.map((row) => [row.id, { price: props }]));
}

export default function BulkPriceEditing() {
  const [rows, setRows] = React.useState(initialRows);
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  const editing = Object.values(cellModesModel).reduce(
    (count, fields) => count + Object.values(fields).filter((cell) => cell.mode === GridCellModes.Edit).length,
    0,
  );

  return (
    <div style={{ height: 340, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 40, display: 'grid', gridAutoFlow: 'column', gridAutoColumns: 'max-content', alignItems: 'center', gap: 8, overflowX: 'auto' }}>
        <Button size="small" variant="outlined" onClick={() => setCellModesModel(everyPrice({ mode: GridCellModes.Edit }))}>
          Edit all
        </Button>
        <Button size="small" variant="contained" disabled={editing === 0} onClick={() => setCellModesModel(everyPrice({ mode: GridCellModes.View }))}>
          Save
        </Button>
        <Button
          size="small"
          disabled={editing === 0}
          // ignoreModifications: leave edit mode and throw the typed values away.
          onClick={() => setCellModesModel(everyPrice({ mode: GridCellModes.View, ignoreModifications: true }))}
        >
          Discard
        </Button>
        <span style={{ fontSize: 14 }}>{editing} cell(s) in edit mode</span>
      </div>
      <div style={{ height: 292 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          cellModesModel={cellModesModel}
          // Keeps the model in sync when a user double-clicks, presses Enter or Escape.
          onCellModesModelChange={setCellModesModel}
          // Clicking a toolbar button would otherwise commit the focused cell first.
          onCellEditStop={(params, event) => {
            if (params.reason === GridCellEditStopReasons.cellFocusOut) {
              event.defaultMuiPrevented = true;
            }
          }}
          processRowUpdate={(newRow: Product) => {
            setRows((current) => current.map((row) => (row.id === newRow.id ? newRow : row)));
            return newRow;
          }}
          hideFooter
        />
      </div>
    </div>
  );
}
