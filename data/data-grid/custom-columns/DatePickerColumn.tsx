import * as React from 'react';
import { format, isValid, parseISO } from 'date-fns';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFnsV3';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  DataGrid,
  getGridDateOperators,
  useGridApiContext,
  type GridColDef,
  type GridColTypeDef,
  type GridFilterInputValueProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

function DateEditCell({ id, field, value }: GridRenderEditCellParams<Milestone, Date | null, string>) {
  const apiRef = useGridApiContext();
  return (
    <DatePicker
      autoFocus
      value={value ?? null}
      onChange={(next: Date | null) => {
        void apiRef.current.setEditCellValue({ id, field, value: next });
      }}
      slotProps={{ textField: { size: 'small', fullWidth: true, inputProps: { 'aria-label': 'Due date' } } }}
      sx={{ mx: 0.5 }}
    />
  );
}

// The built-in date operators turn the filter value into a Date and read it as midnight UTC of
// the day, as `new Date('yyyy-MM-dd')` gives; the picker's local-midnight Date would shift a day
// east of UTC, so the picker stores the day as a 'yyyy-MM-dd' string and parses it back.
function DateFilterInput({ item, applyValue, focusElementRef }: GridFilterInputValueProps) {
  const parsed = typeof item.value === 'string' ? parseISO(item.value) : null;
  return (
    <DatePicker
      label="Value"
      // The filter panel focuses the value input through this ref when it opens.
      inputRef={focusElementRef}
      value={parsed && isValid(parsed) ? parsed : null}
      onChange={(next: Date | null) =>
        applyValue({ ...item, value: next && isValid(next) ? format(next, 'yyyy-MM-dd') : undefined })
      }
      slotProps={{ textField: { variant: 'standard' } }}
    />
  );
}

const datePickerColumn: GridColTypeDef = {
  // The date type brings its comparator, filter operators and value checks; only the editor changes.
  type: 'date',
  renderEditCell: (params: GridRenderEditCellParams<Milestone, Date | null, string>) => <DateEditCell {...params} />,
  valueFormatter: (value: Date | null) => (value ? format(value, 'd MMM yyyy') : ''),
  filterOperators: getGridDateOperators(false).map((operator) => ({
    ...operator,
    InputComponent: operator.InputComponent ? DateFilterInput : undefined,
  })),
};

interface Milestone {
  id: number;
  milestone: string;
  due: Date | null;
}

const rows: Milestone[] = [
  { id: 1, milestone: 'Design review', due: new Date(2024, 8, 12) },
  { id: 2, milestone: 'Beta release', due: new Date(2024, 9, 3) },
  { id: 3, milestone: 'Security audit', due: null },
  { id: 4, milestone: 'Launch', due: new Date(2024, 10, 18) },
];

const columns: GridColDef<Milestone>[] = [
  { field: 'milestone', headerName: 'Milestone', flex: 1, minWidth: 130 },
  { field: 'due', headerName: 'Due', width: 170, editable: true, ...datePickerColumn },
];

export default function DatePickerColumn() {
  return (
    // One provider around the grid serves the edit cells and the filter panel.
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <div style={{ height: 270 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </div>
    </LocalizationProvider>
  );
}
