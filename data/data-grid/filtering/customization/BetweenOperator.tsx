import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarFilterButton,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';

type Range = [number | undefined, number | undefined];

const toNumber = (text: string) => (text === '' || Number.isNaN(Number(text)) ? undefined : Number(text));
const isNumber = (value: unknown): value is number => typeof value === 'number' && !Number.isNaN(value);
const readRange = (value: unknown): Range => (Array.isArray(value) ? [value[0], value[1]] : [undefined, undefined]);

interface Trail {
  id: number;
  trail: string;
  km: number;
  climb: number;
}

// Two number fields instead of one: the item's value becomes a [min, max] pair.
function RangeInput(props: GridFilterInputValueProps) {
  const { item, applyValue, focusElementRef } = props;
  const [min, max] = readRange(item.value);

  const update = (index: 0 | 1, text: string) => {
    const next: Range = [min, max];
    next[index] = toNumber(text);
    applyValue({ ...item, value: next });
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', height: 48 }}>
      <TextField label="From" type="number" variant="standard" inputRef={focusElementRef} value={min ?? ''} onChange={(event) => update(0, event.target.value)} />
      <TextField label="To" type="number" variant="standard" value={max ?? ''} onChange={(event) => update(1, event.target.value)} />
    </Box>
  );
}

const betweenOperator: GridFilterOperator<Trail, number> = {
  label: 'between',
  value: 'between',
  getApplyFilterFn: (filterItem) => {
    // The column's valueParser has already run on each end: an empty end arrives as NaN.
    const [min, max] = readRange(filterItem.value).map((end) => (isNumber(end) ? end : undefined));
    if (min === undefined && max === undefined) {
      return null; // Nothing typed yet: ignore the item.
    }
    return (value) => value != null && (min === undefined || value >= min) && (max === undefined || value <= max);
  },
  InputComponent: RangeInput,
  // Shown in the tooltip of the toolbar's Filters button.
  getValueAsString: (value: Range) => `${value[0] ?? '…'} – ${value[1] ?? '…'}`,
};

const columns: GridColDef<Trail>[] = [
  { field: 'trail', headerName: 'Trail', flex: 1, minWidth: 150 },
  { field: 'km', headerName: 'Length (km)', type: 'number', width: 120, filterOperators: [betweenOperator, ...getGridNumericOperators()] },
  { field: 'climb', headerName: 'Climb (m)', type: 'number', width: 110 },
];

const rows: Trail[] = [
  { id: 1, trail: 'Lakeshore loop', km: 6.5, climb: 80 },
  { id: 2, trail: 'Old quarry path', km: 11, climb: 320 },
  { id: 3, trail: 'Ridge traverse', km: 18.2, climb: 940 },
  { id: 4, trail: 'Beech wood circuit', km: 9.4, climb: 150 },
  { id: 5, trail: 'Summit direct', km: 7.8, climb: 1100 },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
    </GridToolbarContainer>
  );
}

export default function BetweenOperator() {
  return (
    <div style={{ height: 360 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: Toolbar }}
        initialState={{ filter: { filterModel: { items: [{ field: 'km', operator: 'between', value: [7, 12] }] } } }}
        hideFooter
      />
    </div>
  );
}
