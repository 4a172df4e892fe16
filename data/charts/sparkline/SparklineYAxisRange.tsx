import * as React from 'react';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Share of a train company's trains on time, per week (percent): a quiet, steady record.
const onTime = [94.1, 94.6, 93.8, 94.9, 95.2, 94.4, 93.9, 95.0, 95.6, 94.8];

export default function SparklineYAxisRange() {
  return (
    <div style={{ height: 150, width: '100%', display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 16 }}>
      <div>
        <Typography variant="body2" sx={{ height: 40, lineHeight: 1.25 }}>
          Automatic: 93.8 % to 95.6 %
        </Typography>
        {/* Without a y-axis, the range runs from the smallest value to the largest: every wobble looks dramatic. */}
        <SparkLineChart height={100} data={onTime} />
      </div>
      <div>
        <Typography variant="body2" sx={{ height: 40, lineHeight: 1.25 }}>
          yAxis min 0, max 100
        </Typography>
        {/* A fixed range shows the same weeks as what they are: almost flat, close to the top. */}
        <SparkLineChart height={100} data={onTime} yAxis={{ min: 0, max: 100 }} />
      </div>
    </div>
  );
}
