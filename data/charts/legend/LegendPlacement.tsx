import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';

type AnchorX = 'left' | 'middle' | 'right';
type AnchorY = 'top' | 'middle' | 'bottom';

const fruits = ['Apples', 'Pears', 'Plums'];

// The drawing area shrinks by the margin; the legend is drawn in the space left around it.
const marginFor = (vertical: AnchorY, horizontal: AnchorX, direction: 'row' | 'column') => {
  if (direction === 'column' && horizontal !== 'middle') {
    return horizontal === 'left' ? { left: 130, right: 10 } : { right: 120, left: 40 };
  }
  return vertical === 'bottom' ? { top: 10, bottom: 70 } : { top: 50, bottom: 30 };
};

export default function LegendPlacement() {
  const [vertical, setVertical] = React.useState<AnchorY>('top');
  const [horizontal, setHorizontal] = React.useState<AnchorX>('middle');
  const [direction, setDirection] = React.useState<'row' | 'column'>('row');

  const selects = [
    { label: 'vertical', value: vertical, options: ['top', 'middle', 'bottom'], set: (value: string) => setVertical(value as AnchorY) },
    { label: 'horizontal', value: horizontal, options: ['left', 'middle', 'right'], set: (value: string) => setHorizontal(value as AnchorX) },
    { label: 'direction', value: direction, options: ['row', 'column'], set: (value: string) => setDirection(value as 'row' | 'column') },
  ];

  return (
    <div style={{ height: 360, width: '100%' }}>
      <div style={{ height: 56, display: 'flex', alignItems: 'center', gap: 8 }}>
        {selects.map((select) => (
          <TextField key={select.label} select size="small" label={select.label} value={select.value} onChange={(event) => select.set(event.target.value)} sx={{ flex: 1, minWidth: 0 }}>
            {select.options.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </div>
      <BarChart
        height={304}
        skipAnimation
        xAxis={[{ scaleType: 'band', data: ['2022', '2023', '2024'] }]}
        series={fruits.map((fruit, index) => ({ label: fruit, data: [30 + index * 8, 42 - index * 5, 36 + index * 3] }))}
        margin={marginFor(vertical, horizontal, direction)}
        slotProps={{ legend: { position: { vertical, horizontal }, direction, itemMarkWidth: 14, itemMarkHeight: 14, labelStyle: { fontSize: 13 } } }}
      />
    </div>
  );
}
