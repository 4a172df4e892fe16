import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// Answers (%) of library users about four topics ("I am satisfied with…"). Negative answers are stored as negative
// numbers so the diverging stack grows them to the left of the zero line.
const statements = ['Opening hours', 'Finding books', 'Helpful staff', 'Wi-Fi quality'];
const answers = [
  { label: 'Disagree', data: [-22, -12, -4, -38], color: '#e57373' },
  { label: 'Somewhat disagree', data: [-18, -15, -6, -21], color: '#ffcdd2' },
  { label: 'Somewhat agree', data: [35, 40, 30, 26], color: '#c8e6c9' },
  { label: 'Agree', data: [25, 33, 60, 15], color: '#66bb6a' },
];

const percent = (value: number | null) => (value === null ? '' : `${Math.abs(value)}%`);

export default function LikertBars() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <BarChart
        height={340}
        skipAnimation
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: statements, tickLabelStyle: { fontSize: 11 } }]}
        xAxis={[{ min: -70, max: 100, valueFormatter: (value: number) => `${Math.abs(value)}%` }]}
        // Series of a stack are drawn in order from zero outward: the milder answers come first.
        series={[answers[1], answers[0], answers[2], answers[3]].map((answer) => ({
          ...answer!,
          stack: 'answers',
          valueFormatter: percent,
        }))}
        margin={{ top: 80, left: 90, right: 15 }}
        slotProps={{ legend: { itemMarkWidth: 12, itemMarkHeight: 12, labelStyle: { fontSize: 12 } } }}
      />
    </div>
  );
}
