import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ChartsItemContentProps } from '@mui/x-charts/ChartsTooltip';

// Seats sold per ticket category for one concert, with the price of each category.
const categories = [
  { id: 'floor', value: 1200, label: 'Floor', price: 65 },
  { id: 'balcony', value: 650, label: 'Balcony', price: 48 },
  { id: 'box', value: 80, label: 'Boxes', price: 140 },
  { id: 'student', value: 310, label: 'Students', price: 25 },
];
const seatsSold = categories.reduce((sum, item) => sum + item.value, 0);

// The itemContent slot receives the hovered item (seriesId, dataIndex), its series and a color getter.
function TicketTooltip(props: ChartsItemContentProps<'pie'>) {
  const { itemData, getColor } = props;
  const category = itemData.dataIndex === undefined ? undefined : categories[itemData.dataIndex];
  if (!category || itemData.dataIndex === undefined) {
    return null;
  }
  return (
    <Paper elevation={4} sx={{ px: 1.5, py: 1, borderLeft: `6px solid ${getColor(itemData.dataIndex)}` }}>
      <Typography variant="subtitle2" component="p">
        {category.label}
      </Typography>
      <Typography variant="body2">
        {category.value} seats ({Math.round((category.value / seatsSold) * 100)}%)
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Revenue: €{(category.value * category.price).toLocaleString('en-US')}
      </Typography>
    </Paper>
  );
}

export default function CustomItemTooltip() {
  return (
    <div style={{ height: 280, width: '100%' }}>
      <PieChart
        height={280}
        skipAnimation
        series={[{ data: categories, innerRadius: 45, paddingAngle: 1 }]}
        slots={{ itemContent: TicketTooltip }}
        margin={{ right: 110 }}
      />
    </div>
  );
}
