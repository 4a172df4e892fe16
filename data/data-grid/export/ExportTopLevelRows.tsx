import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGridPro,
  GridToolbarContainer,
  GridToolbarExport,
  gridFilteredSortedTopLevelRowEntriesSelector,
  useGridApiRef,
  type GridColDef,
  type GridCsvExportOptions,
  type GridCsvGetRowsToExportParams,
} from '@mui/x-data-grid-pro';

interface Cost {
  id: number;
  path: string[];
  amount: number;
}

// Departments and their teams; the totals are on the department rows.
const rows: Cost[] = [
  { id: 1, path: ['Engineering'], amount: 410000 },
  { id: 2, path: ['Engineering', 'Platform'], amount: 230000 },
  { id: 3, path: ['Engineering', 'Mobile'], amount: 180000 },
  { id: 4, path: ['Sales'], amount: 265000 },
  { id: 5, path: ['Sales', 'Europe'], amount: 140000 },
  { id: 6, path: ['Sales', 'Americas'], amount: 125000 },
  { id: 7, path: ['Support'], amount: 98000 },
];

const columns: GridColDef<Cost>[] = [
  { field: 'amount', headerName: 'Budget (€)', type: 'number', width: 130 },
];

// Only the departments (depth 0), whether or not they are expanded.
const csvOptions: GridCsvExportOptions = {
  fileName: 'budget-by-department',
  getRowsToExport: ({ apiRef }: GridCsvGetRowsToExportParams) =>
    gridFilteredSortedTopLevelRowEntriesSelector(apiRef).map((entry) => entry.id),
};

function BudgetToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarExport csvOptions={csvOptions} printOptions={{ disableToolbarButton: true }} />
    </GridToolbarContainer>
  );
}

export default function ExportTopLevelRows() {
  const apiRef = useGridApiRef();
  const [csv, setCsv] = React.useState('Preview: the teams are left out of the file.');

  return (
    <div style={{ height: 470, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 330 }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          getTreeDataPath={(row) => row.path}
          groupingColDef={{ headerName: 'Department / team', flex: 1, minWidth: 200 }}
          defaultGroupingExpansionDepth={-1}
          rows={rows}
          columns={columns}
          slots={{ toolbar: BudgetToolbar }}
          hideFooter
        />
      </div>
      <div style={{ height: 36 }}>
        <Button size="small" variant="outlined" onClick={() => setCsv(apiRef.current.getDataAsCsv(csvOptions))}>
          Preview CSV
        </Button>
      </div>
      <Box component="pre" tabIndex={0} sx={{ m: 0, height: 88, overflow: 'auto', fontSize: 13, lineHeight: '18px' }}>
        <code>{csv}</code>
      </Box>
    </div>
  );
}
