import * as React from 'react';
import Slider from '@mui/material/Slider';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarFilterButton,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';

/** The value input of the operator: a slider from 0 to 100 %, applied while it moves. */
function BatterySliderInput({ item, applyValue, focusElementRef }: GridFilterInputValueProps) {
  const value = typeof item.value === 'number' ? item.value : 50;
  return (
    <div style={{ display: 'flex', alignItems: 'flex-end', height: 48, width: 190, padding: '0 12px' }}>
      <Slider
        value={value}
        onChange={(_event, next) => applyValue({ ...item, value: next as number })}
        min={0}
        max={100}
        step={5}
        valueLabelDisplay="auto"
        valueLabelFormat={(label: number) => `${label} %`}
        aria-label="Minimum battery level"
        // The panel focuses the value input when it opens: here, the slider's thumb.
        slotProps={{ input: { ref: focusElementRef } }}
      />
    </div>
  );
}

const atLeastOperator: GridFilterOperator<object, number> = {
  label: 'at least',
  value: 'atLeast',
  getApplyFilterFn: (filterItem) => {
    if (typeof filterItem.value !== 'number') return null;
    const minimum = filterItem.value;
    return (value) => value != null && value >= minimum;
  },
  InputComponent: BatterySliderInput,
  getValueAsString: (value: number) => `${value} %`,
};

const columns: GridColDef[] = [
  { field: 'device', headerName: 'Device', flex: 1, minWidth: 140 },
  { field: 'battery', headerName: 'Battery (%)', type: 'number', width: 120, filterOperators: [atLeastOperator] },
];

const rows = [
  { id: 1, device: 'Scanner, dock 1', battery: 92 },
  { id: 2, device: 'Scanner, dock 2', battery: 35 },
  { id: 3, device: 'Tablet, till 3', battery: 61 },
  { id: 4, device: 'Headset, aisle 7', battery: 12 },
  { id: 5, device: 'Tablet, office', battery: 78 },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
    </GridToolbarContainer>
  );
}

export default function SliderFilterInput() {
  return (
    <div style={{ height: 370 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: Toolbar }}
        initialState={{ filter: { filterModel: { items: [{ field: 'battery', operator: 'atLeast', value: 50 }] } } }}
        hideFooter
      />
    </div>
  );
}
