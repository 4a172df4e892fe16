import * as React from 'react';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// A household's monthly spending (euros), by category, with what each category holds.
const categories = [
  { id: 'home', value: 1150, label: 'Home', items: 'rent 950, energy 140, insurance 60' },
  { id: 'food', value: 620, label: 'Food', items: 'groceries 480, eating out 140' },
  { id: 'transport', value: 240, label: 'Transport', items: 'train pass 89, car sharing 151' },
  { id: 'leisure', value: 310, label: 'Leisure', items: 'sports club 45, streaming 28, trips 237' },
];

export default function PieClickDetails() {
  const [selected, setSelected] = React.useState<number | null>(null);
  const category = selected === null ? undefined : categories[selected];

  return (
    <div style={{ height: 340, width: '100%' }}>
      <PieChart
        height={280}
        series={[
          {
            id: 'spending',
            data: categories,
            innerRadius: 50,
            paddingAngle: 1,
            valueFormatter: (item) => `€${item.value}`,
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        // The second argument identifies the slice: { type: 'pie', seriesId, dataIndex }.
        onItemClick={(_event, identifier) => setSelected(identifier.dataIndex)}
        margin={{ right: 110 }}
      />
      <Typography variant="body2" sx={{ height: 60, overflow: 'hidden' }}>
        {category ? `${category.label}, €${category.value}: ${category.items}.` : 'Click a slice to see what it holds.'}
      </Typography>
    </div>
  );
}
