import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

// How 400 employees of one office answered "How do you usually get to work?"
const answers = [
  { id: 'bike', value: 96, label: 'Bike' },
  { id: 'transit', value: 148, label: 'Public transport' },
  { id: 'car', value: 84, label: 'Car' },
  { id: 'walk', value: 52, label: 'On foot' },
  { id: 'remote', value: 20, label: 'Fully remote' },
];

const total = answers.reduce((sum, answer) => sum + answer.value, 0);

export default function CommuteHalfDonut() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <PieChart
        height={300}
        skipAnimation
        margin={{ top: 10, right: 10, bottom: 80, left: 10 }}
        series={[
          {
            data: answers,
            startAngle: -90,
            endAngle: 90,
            innerRadius: 70,
            outerRadius: 140,
            paddingAngle: 1,
            cornerRadius: 3,
            cy: '90%',
            arcLabel: (item) => `${Math.round((item.value / total) * 100)}%`,
            arcLabelMinAngle: 18,
            valueFormatter: (item) => `${item.value} people`,
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        slotProps={{
          legend: {
            direction: 'row',
            position: { vertical: 'bottom', horizontal: 'middle' },
            itemMarkWidth: 12,
            itemMarkHeight: 12,
            labelStyle: { fontSize: 13 },
          },
        }}
      />
    </div>
  );
}
