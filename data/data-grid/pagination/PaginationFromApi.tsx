import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  gridPageCountSelector,
  useGridApiRef,
  type GridColDef,
  type GridPaginationModel,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Invoice', type: 'number', width: 100 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 130 },
];

const clients = ['Acorn Ltd', 'Birch & Co', 'Cedar Labs', 'Delta Foods'];
const rows = Array.from({ length: 32 }, (_, index) => ({ id: 2401 + index, client: clients[index % clients.length] ?? '' }));

export default function PaginationFromApi() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 5 });

  return (
    <div style={{ height: 310 }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" style={{ marginBottom: 8 }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setPage(0)}>
          First page
        </Button>
        {/* The page count comes from a selector, read when the button is pressed. */}
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setPage(gridPageCountSelector(apiRef) - 1)}>
          Last page
        </Button>
        <Button size="small" onClick={() => apiRef.current.setPageSize(model.pageSize === 5 ? 10 : 5)}>
          {model.pageSize === 5 ? 'Pages of 10' : 'Pages of 5'}
        </Button>
      </Stack>
      <div style={{ height: 270 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          onPaginationModelChange={setModel}
          pageSizeOptions={[5, 10]}
          density="compact"
        />
      </div>
    </div>
  );
}
