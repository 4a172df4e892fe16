import * as React from 'react';
import { LineChart, AnimatedLine, type AnimatedLineProps } from '@mui/x-charts/LineChart';

const quarters = ['Q1 24', 'Q2 24', 'Q3 24', 'Q4 24', 'Q1 25', 'Q2 25', 'Q3 25', 'Q4 25'];
// Actual subscribers (thousands) and a forecast that starts at the last actual value.
const actual = [14, 17, 21, 26, 30, null, null, null];
const forecast = [null, null, null, null, 30, 34, 37, 41];

// The `line` slot receives the path and an ownerState with the series id and color.
function StyledLine(props: AnimatedLineProps) {
  const isForecast = props.ownerState.id === 'forecast';
  return <AnimatedLine {...props} strokeDasharray={isForecast ? '6 5' : undefined} />;
}

export default function ForecastLineSlot() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <LineChart
        height={300}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: quarters }]}
        yAxis={[{ min: 0 }]}
        series={[
          { id: 'actual', label: 'Actual', data: actual, color: '#1565c0' },
          { id: 'forecast', label: 'Forecast', data: forecast, color: '#1565c0', showMark: false },
        ]}
        slots={{ line: StyledLine }}
        grid={{ horizontal: true }}
      />
    </div>
  );
}
