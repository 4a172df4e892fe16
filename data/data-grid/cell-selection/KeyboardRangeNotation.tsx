import * as React from 'react';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid-premium';

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', width: 90 },
  ...months.map((month) => ({
    field: month,
    headerName: month.charAt(0).toUpperCase() + month.slice(1),
    type: 'number' as const,
    width: 70,
  })),
];

// Rainfall in millimetres, made up but stable between renders.
const rows = ['Oslo', 'Porto', 'Kraków', 'Cork', 'Split'].map((city, index) => ({
  id: city,
  city,
  ...Object.fromEntries(months.map((month, m) => [month, 20 + ((index * 37 + m * 23) % 90)])),
}));

export default function KeyboardRangeNotation() {
  const apiRef = useGridApiRef();
  const [label, setLabel] = React.useState('Click a cell, then hold Shift and press the arrow keys.');

  React.useEffect(() => {
    // Spreadsheet notation: columns are letters, rows are numbers, both from the displayed order.
    const handler: GridEventListener<'cellSelectionChange'> = () => {
      const cells = apiRef.current.getSelectedCellsAsArray();
      if (cells.length === 0) {
        setLabel('No cells selected.');
        return;
      }
      const rowIndexes = cells.map((cell) => apiRef.current.getRowIndexRelativeToVisibleRows(cell.id));
      const colIndexes = cells.map((cell) => apiRef.current.getColumnIndex(cell.field));
      const name = (row: number, col: number) => `${String.fromCharCode(65 + col)}${row + 1}`;
      const [top, bottom] = [Math.min(...rowIndexes), Math.max(...rowIndexes)];
      const [left, right] = [Math.min(...colIndexes), Math.max(...colIndexes)];
      const area = (bottom - top + 1) * (right - left + 1);
      setLabel(`${name(top, left)}:${name(bottom, right)}, ${cells.length} of ${area} cells`);
    };
    // The grid's apiRef is ready once the child grid has mounted, before this effect runs.
    return apiRef.current.subscribeEvent('cellSelectionChange', handler);
  }, [apiRef]);

  return (
    <div style={{ height: 360, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div role="status" style={{ height: 40, fontSize: 14, lineHeight: '40px', whiteSpace: 'nowrap', overflowX: 'auto' }}>
        {label}
      </div>
      <div style={{ height: 312 }}>
        <DataGridPremium
          experimentalFeatures={{ ariaV8: true }}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          hideFooter
          sx={{
            // Outline the outer edges of each selected block.
            '& .MuiDataGrid-cell--rangeTop': { borderTop: '2px solid', borderTopColor: 'primary.main' },
            '& .MuiDataGrid-cell--rangeBottom': { borderBottom: '2px solid', borderBottomColor: 'primary.main' },
            '& .MuiDataGrid-cell--rangeLeft': { borderLeft: '2px solid', borderLeftColor: 'primary.main' },
            '& .MuiDataGrid-cell--rangeRight': { borderRight: '2px solid', borderRightColor: 'primary.main' },
          }}
        />
      </div>
    </div>
  );
}
