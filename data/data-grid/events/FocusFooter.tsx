import * as React from 'react';
import {
  DataGrid,
  GridFooterContainer,
  useGridApiContext,
  useGridApiEventHandler,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';

// A footer slot: it listens to the grid it belongs to, and unsubscribes when it unmounts.
function FocusFooter() {
  const apiRef = useGridApiContext();
  const [text, setText] = React.useState('No cell focused yet.');

  const handleFocus: GridEventListener<'cellFocusIn'> = (params) => {
    const header = apiRef.current.getColumn(params.field).headerName ?? params.field;
    setText(`${header} of ${params.row.city}: ${params.formattedValue ?? params.value}`);
  };
  useGridApiEventHandler(apiRef, 'cellFocusIn', handleFocus);

  return (
    <GridFooterContainer sx={{ px: 2, overflow: 'hidden', whiteSpace: 'nowrap' }}>
      <span aria-live="polite" style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {text}
      </span>
    </GridFooterContainer>
  );
}

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'sunshine', headerName: 'Sunshine (h/yr)', type: 'number', width: 140 },
  { field: 'rain', headerName: 'Rain (mm/yr)', type: 'number', width: 130 },
  { field: 'coldest', headerName: 'Coldest month', width: 130 },
];

const rows = [
  { id: 1, city: 'Valletta', sunshine: 2957, rain: 553, coldest: 'February' },
  { id: 2, city: 'Bergen', sunshine: 1312, rain: 2495, coldest: 'January' },
  { id: 3, city: 'Tucson', sunshine: 3806, rain: 291, coldest: 'December' },
  { id: 4, city: 'Wellington', sunshine: 2059, rain: 1207, coldest: 'July' },
  { id: 5, city: 'Kunming', sunshine: 2190, rain: 1011, coldest: 'January' },
];

export default function FocusFooterDemo() {
  return (
    <div style={{ height: 380 }}>
      <DataGrid rows={rows} columns={columns} slots={{ footer: FocusFooter }} />
    </div>
  );
}
