import * as React from 'react';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

// Loans of a town library in one month: fiction and non-fiction (inner pie), then their genres (outer ring).
const groups = [
  { id: 'fiction', value: 1240, label: 'Fiction', color: '#1565c0' },
  { id: 'non-fiction', value: 760, label: 'Non-fiction', color: '#2e7d32' },
];
// Listed in the order of the groups, in shades of their group's color, so each ring segment sits next to its parent.
const genres = [
  { id: 'crime', value: 480, label: 'Crime', color: '#1e88e5' },
  { id: 'literary', value: 390, label: 'Literary', color: '#42a5f5' },
  { id: 'fantasy', value: 370, label: 'Fantasy', color: '#90caf9' },
  { id: 'history', value: 290, label: 'History', color: '#43a047' },
  { id: 'travel', value: 250, label: 'Travel', color: '#66bb6a' },
  { id: 'science', value: 220, label: 'Science', color: '#a5d6a7' },
];

export default function TwoLevelPie() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <PieChart
        height={300}
        series={[
          {
            id: 'groups',
            data: groups,
            outerRadius: '55%',
            arcLabel: 'label',
            valueFormatter: (item) => `${item.value} loans`,
          },
          {
            id: 'genres',
            data: genres,
            innerRadius: '62%',
            outerRadius: '100%',
            arcLabel: 'label',
            arcLabelMinAngle: 25,
            valueFormatter: (item) => `${item.value} loans`,
          },
        ]}
        margin={{ top: 10, right: 10, bottom: 10, left: 10 }}
        slotProps={{ legend: { hidden: true } }}
        sx={{
          [`& .${pieArcLabelClasses.root}`]: { fontSize: 12 },
          // The inner labels sit on dark slices.
          [`& .${pieArcLabelClasses.root}.MuiPieArcLabel-series-groups`]: { fill: '#ffffff', fontWeight: 600 },
          // The outer ones on light shades: dark text in both light and dark mode.
          [`& .${pieArcLabelClasses.root}.MuiPieArcLabel-series-genres`]: { fill: '#102027' },
        }}
      />
    </div>
  );
}
