import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { HighlightItemData } from '@mui/x-charts/context';

// Votes per option in a neighbourhood poll about a new park.
const options = ['Playground', 'Garden', 'Sports', 'Quiet zone'];
const votes = [412, 298, 254, 136];
const colors = ['#1e88e5', '#43a047', '#fb8c00', '#8e24aa'];

export default function SyncedHighlight() {
  // One state drives both charts: the series has the same id in each of them.
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(null);
  const scope = { highlight: 'item', fade: 'global' } as const;

  return (
    <div style={{ height: 240, width: '100%', display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 8 }}>
      <BarChart
        height={240}
        skipAnimation
        xAxis={[{ scaleType: 'band', data: options, colorMap: { type: 'ordinal', colors } }]}
        series={[{ id: 'poll', label: 'Votes', data: votes, highlightScope: scope }]}
        slotProps={{ legend: { hidden: true } }}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
        axisHighlight={{ x: 'none' }}
        tooltip={{ trigger: 'item' }}
        margin={{ top: 10, right: 5, left: 40, bottom: 30 }}
        bottomAxis={{ tickLabelStyle: { fontSize: 10 } }}
      />
      <PieChart
        height={240}
        skipAnimation
        series={[
          {
            id: 'poll',
            data: options.map((label, index) => ({ id: label, label, value: votes[index] ?? 0, color: colors[index] })),
            innerRadius: 30,
            highlightScope: scope,
          },
        ]}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
        margin={{ top: 10, right: 10, left: 10, bottom: 10 }}
        slotProps={{ legend: { hidden: true } }}
      />
    </div>
  );
}
