import * as React from 'react';
import Button from '@mui/material/Button';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// 3 years of monthly columns: far more than fit on screen.
const columns: GridColDef[] = [
  { field: 'product', headerName: 'Product', width: 130 },
  ...[2022, 2023, 2024].flatMap((year) =>
    MONTHS.map((month, index) => ({
      field: `m${year}-${index}`,
      headerName: `${month} ${year}`,
      type: 'number' as const,
      width: 95,
    })),
  ),
];

const rows = Array.from({ length: 100 }, (_, rowIndex) => {
  const row: Record<string, string | number> = { id: rowIndex + 1, product: `SKU-${String(rowIndex + 1).padStart(3, '0')}` };
  columns.slice(1).forEach((column, colIndex) => {
    row[column.field] = ((rowIndex + 3) * (colIndex + 7) * 13) % 900;
  });
  return row;
});

export default function ScrollToCell() {
  const apiRef = useGridApiRef();

  const goTo = (rowIndex: number, colIndex: number) => {
    // Brings the cell into the rendered window, then moves keyboard focus to it.
    apiRef.current.scrollToIndexes({ rowIndex, colIndex });
    const field = columns[colIndex]?.field;
    const id = apiRef.current.getRowIdFromRowIndex(rowIndex);
    if (field) {
      apiRef.current.setCellFocus(id, field);
    }
  };

  return (
    <div style={{ height: 440, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 36, display: 'flex', gap: 8, overflowX: 'auto' }}>
        <Button size="small" variant="outlined" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }} onClick={() => goTo(84, 36)}>
          SKU-085, Dec 2024
        </Button>
        <Button size="small" variant="outlined" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }} onClick={() => goTo(0, 0)}>
          Back to start
        </Button>
      </div>
      <div style={{ height: 396 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} density="compact" hideFooter />
      </div>
    </div>
  );
}
