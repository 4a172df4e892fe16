import * as React from 'react';
import { format } from 'date-fns';
import LinearProgress from '@mui/material/LinearProgress';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFnsV3';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  getGridNumericOperators,
  useGridApiContext,
  type GridColDef,
  type GridColTypeDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Project {
  id: number;
  name: string;
  budget: number;
  progress: number; // 0 to 1
  burn: number[]; // weekly spend, in thousands
  due: Date;
}

// Money: a number underneath, so it sorts, filters and aggregates as one.
const eur = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const currencyColumn: GridColTypeDef = {
  type: 'number',
  width: 120,
  valueFormatter: (value: number) => eur.format(value),
  filterOperators: getGridNumericOperators().filter((operator) => ['>', '<', '='].includes(operator.value)),
};

// Progress: a bar with its percentage as text, for people and for screen readers.
const progressColumn: GridColTypeDef<number, string> = {
  type: 'number',
  width: 150,
  display: 'flex',
  valueFormatter: (value: number) => `${Math.round(value * 100)} %`,
  renderCell: (params) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={(params.value ?? 0) * 100}
        aria-label={`${params.row.name} progress`}
        style={{ flex: 1 }}
      />
      <span style={{ width: 40, textAlign: 'right' }}>{params.formattedValue}</span>
    </div>
  ),
};

// A series: drawn as a sparkline, exported as numbers, neither sorted nor filtered.
const sparklineColumn: GridColTypeDef<number[], string> = {
  type: 'custom',
  width: 130,
  display: 'flex',
  sortable: false,
  filterable: false,
  valueFormatter: (value: number[]) => value.join(', '),
  renderCell: (params) => <SparkLineChart data={params.value ?? []} width={110} height={32} />,
};

function DueEditCell({ id, field, value }: GridRenderEditCellParams<Project, Date | null, string>) {
  const apiRef = useGridApiContext();
  return (
    <DatePicker
      autoFocus
      value={value ?? null}
      onChange={(next: Date | null) => {
        void apiRef.current.setEditCellValue({ id, field, value: next });
      }}
      slotProps={{ textField: { size: 'small', inputProps: { 'aria-label': 'Due date' } } }}
      sx={{ mx: 0.5 }}
    />
  );
}

// A date edited with the picker.
const dueDateColumn: GridColTypeDef<Date | null, string> = {
  // The date type brings its comparator, filter operators and value checks; only the editor changes.
  type: 'date',
  width: 170,
  editable: true,
  valueFormatter: (value: Date | null) => (value ? format(value, 'd MMM yyyy') : ''),
  renderEditCell: (params: GridRenderEditCellParams<Project, Date | null, string>) => <DueEditCell {...params} />,
};

const columns: GridColDef<Project>[] = [
  { field: 'name', headerName: 'Project', flex: 1, minWidth: 140 },
  { field: 'budget', ...currencyColumn, headerName: 'Budget' },
  { field: 'progress', ...progressColumn, headerName: 'Progress' },
  { field: 'burn', ...sparklineColumn, headerName: 'Weekly spend' },
  { field: 'due', ...dueDateColumn, headerName: 'Due' },
];

const initialRows: Project[] = [
  { id: 1, name: 'Warehouse robots', budget: 240000, progress: 0.62, burn: [12, 14, 15, 13, 18, 21], due: new Date(2024, 10, 30) },
  { id: 2, name: 'Mobile checkout', budget: 85000, progress: 0.9, burn: [6, 7, 7, 8, 6, 4], due: new Date(2024, 8, 15) },
  { id: 3, name: 'Data centre move', budget: 410000, progress: 0.25, burn: [30, 28, 35, 40, 38, 44], due: new Date(2025, 2, 1) },
  { id: 4, name: 'Accessibility audit', budget: 32000, progress: 0.45, burn: [3, 3, 4, 2, 3, 3], due: new Date(2024, 9, 20) },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function FullCustomColumns() {
  const [rows, setRows] = React.useState(initialRows);

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <div style={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          slots={{ toolbar: Toolbar }}
          processRowUpdate={(updated: Project) => {
            setRows((prev) => prev.map((row) => (row.id === updated.id ? updated : row)));
            return updated;
          }}
          hideFooter
        />
      </div>
    </LocalizationProvider>
  );
}
