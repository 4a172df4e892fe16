import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';

type Source = 'x' | 'y';

// Used cars: age (years) and price (thousands of euros).
const cars = [
  [1, 31], [1.5, 28], [2, 26], [2.5, 24], [3, 21], [3.5, 22], [4, 18], [4.5, 17], [5, 15], [6, 12], [7, 11], [8, 9], [9, 8], [10, 6],
].map(([age, price], index) => ({ id: index, x: age ?? 0, y: price ?? 0 }));

export default function ColorLegendSelect() {
  const [source, setSource] = React.useState<Source>('y');

  return (
    <div style={{ height: 360, width: '100%' }}>
      <div style={{ height: 44 }}>
        <ToggleButtonGroup size="small" exclusive aria-label="Colors from" value={source} onChange={(_event, next: Source | null) => next && setSource(next)}>
          <ToggleButton value="x" sx={{ textTransform: 'none' }}>
            axisDirection x (age)
          </ToggleButton>
          <ToggleButton value="y" sx={{ textTransform: 'none' }}>
            axisDirection y (price)
          </ToggleButton>
        </ToggleButtonGroup>
      </div>
      <ScatterChart
        height={316}
        // One axis at a time carries a color map (with several, a scatter chart uses z, then y, then x).
        xAxis={[
          {
            id: 'age',
            label: 'Age (years)',
            colorMap: source === 'x' ? { type: 'piecewise', thresholds: [3, 6], colors: ['#43a047', '#fb8c00', '#8e24aa'] } : undefined,
          },
        ]}
        yAxis={[
          {
            id: 'price',
            colorMap: source === 'y' ? { type: 'piecewise', thresholds: [10, 20], colors: ['#90a4ae', '#29b6f6', '#1565c0'] } : undefined,
          },
        ]}
        series={[{ label: 'Cars', data: cars, valueFormatter: (car) => `${car.x} years, €${car.y}k` }]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 50 }}
      >
        {/* The color legend picks the axis whose color map it explains. */}
        <PiecewiseColorLegend
          axisDirection={source}
          axisId={source === 'x' ? 'age' : 'price'}
          direction="row"
          position={{ vertical: 'top', horizontal: 'middle' }}
          padding={{ top: 10 }}
          labelStyle={{ fontSize: 12 }}
          labelFormatter={({ formattedMin, formattedMax }) => {
            const unit = source === 'x' ? ' y' : 'k';
            if (formattedMin === null) return `< ${formattedMax}${unit}`;
            if (formattedMax === null) return `≥ ${formattedMin}${unit}`;
            return `${formattedMin}–${formattedMax}${unit}`;
          }}
        />
      </ScatterChart>
    </div>
  );
}
