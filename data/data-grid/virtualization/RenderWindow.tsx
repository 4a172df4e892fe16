import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  GridFooterContainer,
  gridRenderContextSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

const COLUMN_COUNT = 30;
const columns: GridColDef[] = Array.from({ length: COLUMN_COUNT }, (_, index) => ({
  field: `c${index}`,
  headerName: `C${index + 1}`,
  type: 'number',
  width: 80,
}));

const rows = Array.from({ length: 100 }, (_, rowIndex) => {
  const row: Record<string, number> = { id: rowIndex };
  columns.forEach((column, colIndex) => {
    row[column.field] = (rowIndex * 31 + colIndex * 17) % 1000;
  });
  return row;
});

// Reads the window of rows and columns the grid currently keeps in the DOM.
function WindowFooter() {
  const apiRef = useGridApiContext();
  const { firstRowIndex, lastRowIndex, firstColumnIndex, lastColumnIndex } = useGridSelector(apiRef, gridRenderContextSelector);
  return (
    <GridFooterContainer sx={{ px: 2, fontSize: 13, whiteSpace: 'nowrap', overflow: 'hidden' }}>
      In the DOM: rows {firstRowIndex + 1}–{lastRowIndex} of 100, columns {firstColumnIndex + 1}–{lastColumnIndex} of {COLUMN_COUNT}
    </GridFooterContainer>
  );
}

type Mode = '0' | '150' | '600' | 'off';

export default function RenderWindow() {
  const [mode, setMode] = React.useState<Mode>('150');
  const buffer = mode === 'off' ? 150 : Number(mode);

  return (
    <div style={{ height: 440, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 40, overflowX: 'auto' }}>
        <ToggleButtonGroup size="small" exclusive value={mode} onChange={(_, value: Mode | null) => value && setMode(value)}>
          <ToggleButton value="0">Buffer 0</ToggleButton>
          <ToggleButton value="150">150 px</ToggleButton>
          <ToggleButton value="600">600 px</ToggleButton>
          <ToggleButton value="off">No virtualization</ToggleButton>
        </ToggleButtonGroup>
      </div>
      <div style={{ height: 392 }}>
        {/* The key remounts the grid: these props are meant to be set once, not toggled. */}
        <DataGrid
          key={mode}
          rows={rows}
          columns={columns}
          rowBufferPx={buffer}
          columnBufferPx={buffer}
          disableVirtualization={mode === 'off'}
          density="compact"
          slots={{ footer: WindowFooter }}
        />
      </div>
    </div>
  );
}
