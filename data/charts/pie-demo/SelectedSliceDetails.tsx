import * as React from 'react';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import type { HighlightItemData } from '@mui/x-charts/context';

// Where the money of a small charity went last year (thousands of euros).
const spending = [
  { id: 'meals', value: 128, label: 'Meals' },
  { id: 'shelter', value: 96, label: 'Shelter' },
  { id: 'training', value: 41, label: 'Job training' },
  { id: 'admin', value: 22, label: 'Administration' },
];
const total = spending.reduce((sum, item) => sum + item.value, 0);

export default function SelectedSliceDetails() {
  // The highlighted item is controlled: a click pins it, hovering does not move it.
  const [selected, setSelected] = React.useState<HighlightItemData | null>({ seriesId: 'spending', dataIndex: 0 });
  const item = selected?.dataIndex === undefined ? undefined : spending[selected.dataIndex];

  return (
    <div style={{ height: 300, width: '100%' }}>
      <PieChart
        height={240}
        skipAnimation
        series={[
          {
            id: 'spending',
            data: spending,
            innerRadius: 50,
            // Leave room for the selected slice to grow.
            outerRadius: 90,
            highlightScope: { highlight: 'item', fade: 'global' },
            highlighted: { additionalRadius: 10 },
            faded: { additionalRadius: -5, color: 'gray' },
          },
        ]}
        highlightedItem={selected}
        // Ignore hover changes: only clicks update the selection.
        onHighlightChange={() => {}}
        onItemClick={(_event, identifier) => setSelected({ seriesId: identifier.seriesId, dataIndex: identifier.dataIndex })}
        tooltip={{ trigger: 'none' }}
        margin={{ top: 15, bottom: 15, left: 10, right: 10 }}
        slotProps={{ legend: { hidden: true } }}
      />
      <Typography variant="body2" noWrap sx={{ height: 60, lineHeight: '30px' }} component="div">
        <strong>{item?.label}</strong>: €{item?.value}k, {item ? Math.round((item.value / total) * 100) : 0}% of the budget
        <br />
        Click another slice to select it.
      </Typography>
    </div>
  );
}
