import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';

const hours = Array.from({ length: 24 }, (_, hour) => `${hour}h`);
// Air quality index of a city over one day, from a pure function.
const aqi = hours.map((_, hour) => Math.round(45 + 40 * Math.exp(-((hour - 8) ** 2) / 6) + 70 * Math.exp(-((hour - 18) ** 2) / 8)));

export default function PiecewiseLegend() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <LineChart
        height={320}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: hours, tickLabelInterval: (_value, index) => index % 4 === 0 }]}
        yAxis={[
          {
            min: 0,
            max: 120,
            colorMap: { type: 'piecewise', thresholds: [50, 100], colors: ['#43a047', '#fbc02d', '#e53935'] },
          },
        ]}
        series={[{ label: 'AQI', data: aqi, showMark: false, area: true }]}
        // The series legend would only say "AQI"; the color legend replaces it.
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 75, right: 20 }}
      >
        <PiecewiseColorLegend
          axisDirection="y"
          position={{ vertical: 'top', horizontal: 'middle' }}
          direction="row"
          padding={10}
          itemMarkWidth={14}
          itemMarkHeight={14}
          labelStyle={{ fontSize: 13 }}
          // Each piece gets a label from its bounds; null bounds are the open ends.
          labelFormatter={({ min, max }) => (min === null ? `good < ${max}` : max === null ? `unhealthy > ${min}` : `moderate ${min}-${max}`)}
        />
      </LineChart>
    </div>
  );
}
