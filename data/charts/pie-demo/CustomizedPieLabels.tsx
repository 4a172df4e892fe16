import * as React from 'react';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

// Where a charity's donations went last year (thousands of euros).
const spending = [
  { id: 'programs', value: 612, label: 'Programs', color: '#00695c' },
  { id: 'fundraising', value: 118, label: 'Fundraising', color: '#ad1457' },
  { id: 'admin', value: 74, label: 'Administration', color: '#4527a0' },
  { id: 'reserves', value: 46, label: 'Reserves', color: '#37474f' },
];
const total = spending.reduce((sum, item) => sum + item.value, 0);

export default function CustomizedPieLabels() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <PieChart
        height={300}
        series={[
          {
            data: spending,
            innerRadius: '35%',
            // The function receives the slice (value, label, angles…) and returns the text.
            arcLabel: (item) => `${Math.round((item.value / total) * 100)} %`,
            arcLabelMinAngle: 20,
            // Labels closer to the outer edge than the default halfway point.
            arcLabelRadius: '72%',
            valueFormatter: (item) => `€${item.value}k`,
          },
        ]}
        margin={{ top: 10, right: 10, bottom: 70, left: 10 }}
        slotProps={{ legend: { direction: 'row', position: { vertical: 'bottom', horizontal: 'middle' }, padding: 0 } }}
        sx={{
          [`& .${pieArcLabelClasses.root}`]: { fill: '#ffffff', fontWeight: 700, fontSize: 15 },
        }}
      />
    </div>
  );
}
