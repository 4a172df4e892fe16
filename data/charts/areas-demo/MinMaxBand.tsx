import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Daily temperature range of a mountain village (°C): record lows, record highs and the mean.
const low = [-14, -13, -9, -4, 0, 4, 6, 6, 2, -2, -8, -12];
const high = [9, 11, 16, 20, 24, 28, 31, 30, 26, 21, 14, 10];
const mean = [-2, -1, 3, 7, 11, 15, 17, 17, 13, 9, 3, -1];

// The band is a stack of two series: an invisible base at the low value,
// then the distance from low to high, drawn as an area on top of it.
const spread = high.map((value, index) => value - (low[index] ?? 0));

export default function MinMaxBand() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <LineChart
        height={320}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: months, tickLabelInterval: (_value, index) => index % 2 === 0 }]}
        series={[
          { id: 'base', data: low, stack: 'range', area: true, showMark: false, disableHighlight: true, valueFormatter: (value) => `low ${value} °C` },
          {
            id: 'spread',
            label: 'Record range',
            data: spread,
            stack: 'range',
            area: true,
            showMark: false,
            color: '#90caf9',
            disableHighlight: true,
            // The tooltip shows the real high, not the stacked difference.
            valueFormatter: (_value, context) => `high ${high[context.dataIndex]} °C`,
          },
          { id: 'mean', label: 'Mean', data: mean, color: '#0d47a1', showMark: false },
        ]}
        sx={{
          // Hide the base: its area and line only lift the band to the low value.
          '& .MuiAreaElement-series-base': { display: 'none' },
          '& .MuiLineElement-series-base, & .MuiLineElement-series-spread': { display: 'none' },
        }}
        grid={{ horizontal: true }}
      />
    </div>
  );
}
