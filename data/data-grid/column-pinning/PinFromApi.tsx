import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import {
  DataGridPro,
  GRID_CHECKBOX_SELECTION_FIELD,
  GridPinnedColumnPosition,
  useGridApiRef,
  type GridColDef,
  type GridPinnedColumnFields,
} from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Volunteer', width: 150 },
  { field: 'mon', headerName: 'Mon', width: 110 },
  { field: 'tue', headerName: 'Tue', width: 110 },
  { field: 'wed', headerName: 'Wed', width: 110 },
  { field: 'thu', headerName: 'Thu', width: 110 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90 },
];

const rows = [
  { id: 1, name: 'Ayo Bello', mon: 'Kitchen', tue: '—', wed: 'Kitchen', thu: 'Front desk', hours: 12 },
  { id: 2, name: 'Marta Kowal', mon: 'Front desk', tue: 'Front desk', wed: '—', thu: 'Garden', hours: 10 },
  { id: 3, name: 'Sven Lund', mon: '—', tue: 'Garden', wed: 'Garden', thu: '—', hours: 6 },
];

export default function PinFromApi() {
  const apiRef = useGridApiRef();
  const [status, setStatus] = React.useState('');

  const describe = ({ left = [], right = [] }: GridPinnedColumnFields) => {
    setStatus(`left: [${left.join(', ')}] · right: [${right.join(', ')}]`);
  };

  const toggleName = () => {
    // isColumnPinned returns the side ('left' or 'right') or false.
    if (apiRef.current.isColumnPinned('name')) {
      apiRef.current.unpinColumn('name');
    } else {
      apiRef.current.pinColumn('name', GridPinnedColumnPosition.LEFT);
    }
  };

  return (
    <div style={{ height: 360, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Stack direction="row" spacing={1} style={{ height: 36 }}>
        <Button size="small" variant="outlined" onClick={toggleName}>
          Pin / unpin name
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.pinColumn('hours', GridPinnedColumnPosition.RIGHT)}>
          Pin hours right
        </Button>
      </Stack>
      <div style={{ height: 268 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          // The checkbox column is pinned too, at the very edge.
          initialState={{ pinnedColumns: { left: [GRID_CHECKBOX_SELECTION_FIELD] } }}
          onPinnedColumnsChange={describe}
          slots={{ columnMenuPinLeftIcon: PushPinOutlined }}
          hideFooter
        />
      </div>
      <code style={{ height: 40, fontSize: 12, overflow: 'auto' }}>{status || 'Pin a column from the buttons or a column menu.'}</code>
    </div>
  );
}
