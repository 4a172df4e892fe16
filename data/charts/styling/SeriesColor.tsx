import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6'];

// Downloads of three apps; each series keeps the color of its app's icon, whatever the palette.
export default function SeriesColor() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: weeks }]}
        series={[
          { label: 'Tide tables', data: [12, 15, 14, 18, 21, 24], color: '#0277bd' },
          { label: 'Trail maps', data: [8, 9, 13, 16, 15, 19], color: '#2e7d32' },
          // No color: this series takes the palette color of its position, the third one.
          { label: 'Star guide', data: [5, 7, 6, 9, 12, 11] },
        ]}
        grid={{ horizontal: true }}
        margin={{ top: 70 }}
      />
    </div>
  );
}
