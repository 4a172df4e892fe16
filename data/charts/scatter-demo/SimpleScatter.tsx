import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Twelve students: hours of revision before an exam and the mark they got (out of 20).
const students = [
  [2, 8], [3, 9], [4, 11], [5, 10], [6, 13], [7, 12], [8, 15], [9, 14], [10, 16], [11, 17], [12, 16], [14, 18],
].map(([hours, mark], index) => ({ id: index, x: hours ?? 0, y: mark ?? 0 }));

export default function SimpleScatter() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <ScatterChart
        height={300}
        xAxis={[{ label: 'Hours of revision', min: 0 }]}
        yAxis={[{ min: 0, max: 20 }]}
        series={[{ label: 'Students', data: students, valueFormatter: (student) => `${student.x} h, ${student.y}/20` }]}
        slotProps={{ legend: { hidden: true } }}
        grid={{ horizontal: true }}
        margin={{ top: 20 }}
      />
    </div>
  );
}
