import * as React from 'react';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'month', headerName: 'Month', flex: 1, minWidth: 100 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 110 },
  { field: 'costs', headerName: 'Costs', type: 'number', width: 100 },
  { field: 'result', headerName: 'Result', type: 'number', width: 100 },
];

const rows = [
  { id: 1, month: 'January', revenue: 18400, costs: -21050, result: -2650 },
  { id: 2, month: 'February', revenue: 22900, costs: -19800, result: 3100 },
  { id: 3, month: 'March', revenue: 24150, costs: -20300, result: 3850 },
  { id: 4, month: 'April', revenue: 17600, costs: -18900, result: -1300 },
];

// One rule for every number column: the grid calls getCellClassName for each cell.
const getCellClassName = (params: GridCellParams) => {
  if (typeof params.value !== 'number') return '';
  return params.value < 0 ? 'amount-negative' : '';
};

export default function CellClassNames() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getCellClassName={getCellClassName}
        hideFooter
        sx={{ '& .amount-negative': { color: 'error.main', fontWeight: 600 } }}
      />
    </div>
  );
}
