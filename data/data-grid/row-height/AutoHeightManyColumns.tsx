import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, gridClasses, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const DAYS = 30;
const notes = ['Rain in the morning, clear afternoon.', 'Sunny.', 'Fog until noon; drizzle later in the evening, wind from the west.', 'Overcast.'];

// One column per day of the month: wide enough that column virtualization matters.
const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', width: 120 },
  ...Array.from({ length: DAYS }, (_, day) => ({ field: `d${day + 1}`, headerName: `Day ${day + 1}`, width: 150 })),
];

const rows = ['Bergen', 'Cork', 'Brest', 'Vigo'].map((station, index) => ({
  id: index + 1,
  station,
  ...Object.fromEntries(
    Array.from({ length: DAYS }, (_, day) => [`d${day + 1}`, notes[(index + day * 3) % notes.length] ?? '']),
  ),
}));

export default function AutoHeightManyColumns() {
  const apiRef = useGridApiRef();
  const wrapperRef = React.useRef<HTMLDivElement>(null);
  const [virtualize, setVirtualize] = React.useState(true);
  const [cellCount, setCellCount] = React.useState(0);

  // Count the cells in the page after each render and scroll: the cost virtualization saves.
  React.useEffect(() => {
    let frame = 0;
    const count = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setCellCount(wrapperRef.current?.querySelectorAll('[role="gridcell"]').length ?? 0));
    };
    count();
    const unsubscribe = apiRef.current.subscribeEvent('scrollPositionChange', count);
    return () => {
      cancelAnimationFrame(frame);
      unsubscribe();
    };
  }, [apiRef, virtualize]);

  return (
    <div style={{ height: 380 }}>
      <FormControlLabel
        style={{ height: 42, margin: 0 }}
        label="Virtualize columns"
        control={<Switch checked={virtualize} onChange={(event) => setVirtualize(event.target.checked)} />}
      />
      <div ref={wrapperRef} style={{ height: 300 }}>
        <DataGrid
          // A fresh grid for each mode, so both start at the left edge.
          key={String(virtualize)}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          getRowHeight={() => 'auto'}
          virtualizeColumnsWithAutoRowHeight={virtualize}
          sx={{ [`& .${gridClasses['row--dynamicHeight']} > .${gridClasses.cell}`]: { py: 1 } }}
          hideFooter
        />
      </div>
      <div role="status" style={{ height: 38, fontSize: 14, lineHeight: '38px' }}>
        {cellCount} cells rendered for {rows.length} rows of {columns.length} columns
      </div>
    </div>
  );
}
