import * as React from 'react';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import type { PieItemIdentifier } from '@mui/x-charts/models';

// A household's monthly budget (in euros): groups on the inner ring, details on the outer ring.
const groups = [
  { id: 'home', label: 'Home', value: 1350, color: '#1e88e5' },
  { id: 'food', label: 'Food', value: 620, color: '#43a047' },
  { id: 'other', label: 'Other', value: 530, color: '#fb8c00' },
];
const details = [
  { id: 'rent', label: 'Rent', value: 1100, color: '#42a5f5' },
  { id: 'energy', label: 'Energy', value: 250, color: '#90caf9' },
  { id: 'groceries', label: 'Groceries', value: 480, color: '#66bb6a' },
  { id: 'restaurants', label: 'Restaurants', value: 140, color: '#a5d6a7' },
  { id: 'transport', label: 'Transport', value: 190, color: '#ffa726' },
  { id: 'leisure', label: 'Leisure', value: 220, color: '#ffcc80' },
  { id: 'savings', label: 'Savings', value: 120, color: '#ffe0b2' },
];

export default function NestedBudgetDonut() {
  const [clicked, setClicked] = React.useState('Click a slice to see its amount.');

  const handleClick = (_event: React.MouseEvent<SVGPathElement>, item: PieItemIdentifier) => {
    const slice = (item.seriesId === 'groups' ? groups : details)[item.dataIndex];
    if (slice) {
      setClicked(`${slice.label}: €${slice.value} a month`);
    }
  };

  return (
    <div style={{ height: 320, width: '100%' }}>
      <PieChart
        height={280}
        skipAnimation
        margin={{ top: 10, bottom: 10, left: 10, right: 10 }}
        series={[
          { id: 'groups', data: groups, outerRadius: 70, paddingAngle: 1, cornerRadius: 2, arcLabel: 'label', arcLabelMinAngle: 40 },
          { id: 'details', data: details, innerRadius: 80, outerRadius: 120, paddingAngle: 1, cornerRadius: 2 },
        ]}
        slotProps={{ legend: { hidden: true } }}
        onItemClick={handleClick}
      />
      <Typography variant="body2" noWrap sx={{ height: 40, lineHeight: '40px', textAlign: 'center' }}>
        {clicked}
      </Typography>
    </div>
  );
}
