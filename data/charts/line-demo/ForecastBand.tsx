import * as React from 'react';
import { LineChart, areaElementClasses, lineElementClasses } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9', 'W10', 'W11', 'W12'];
// Weekly orders of a bakery (hundreds): six weeks measured, then a forecast with its likely range.
const actual = [42, 45, 44, 49, 51, 54, null, null, null, null, null, null];
const forecast = [null, null, null, null, null, 54, 56, 58, 59, 61, 63, 64];
const low = [null, null, null, null, null, 54, 53, 53, 52, 53, 54, 53];
const high = [null, null, null, null, null, 54, 59, 63, 66, 69, 72, 75];
// The band is two stacked areas: an invisible one up to `low`, and the spread on top of it.
const spread = high.map((value, index) => (value === null ? null : value - (low[index] ?? 0)));

export default function ForecastBand() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'point', data: weeks }]}
        yAxis={[{ min: 30, max: 80 }]}
        series={[
          { id: 'low', data: low, stack: 'range', area: true, showMark: false, disableHighlight: true, valueFormatter: () => null },
          {
            id: 'spread',
            label: 'Likely range',
            data: spread,
            stack: 'range',
            area: true,
            showMark: false,
            disableHighlight: true,
            color: '#90caf9',
            valueFormatter: (value, { dataIndex }) => (value === null ? null : `${low[dataIndex]}–${high[dataIndex]}`),
          },
          { id: 'actual', label: 'Orders', data: actual, color: '#1565c0' },
          { id: 'forecast', label: 'Forecast (dashed)', data: forecast, color: '#1565c0', showMark: false },
        ]}
        sx={{
          [`& .${areaElementClasses.root}.MuiAreaElement-series-low`]: { fill: 'transparent' },
          [`& .${areaElementClasses.root}.MuiAreaElement-series-spread`]: { opacity: 0.4 },
          [`& .${lineElementClasses.root}.MuiLineElement-series-low, & .${lineElementClasses.root}.MuiLineElement-series-spread`]: {
            display: 'none',
          },
          [`& .${lineElementClasses.root}.MuiLineElement-series-forecast`]: { strokeDasharray: '6 4' },
        }}
        margin={{ top: 70 }}
      >
        <ChartsReferenceLine x="W6" label="Today" labelAlign="start" lineStyle={{ strokeDasharray: '2 2' }} />
      </LineChart>
    </div>
  );
}
