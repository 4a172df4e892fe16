import * as React from 'react';
import Chip from '@mui/material/Chip';
import { LineChart } from '@mui/x-charts/LineChart';
import type { HighlightItemData } from '@mui/x-charts/context';

const years = ['2019', '2020', '2021', '2022', '2023', '2024'];
// Average rent (€ per m²) in four districts.
const districts = [
  { id: 'north', label: 'North', data: [9.1, 9.4, 9.9, 10.6, 11.2, 11.8] },
  { id: 'harbour', label: 'Harbour', data: [12.3, 12.1, 12.9, 14.0, 15.4, 16.9] },
  { id: 'old-town', label: 'Old town', data: [14.8, 15.0, 15.3, 15.9, 16.2, 16.4] },
  { id: 'south', label: 'South', data: [8.0, 8.1, 8.3, 8.9, 9.6, 10.1] },
];

export default function HighlightFromList() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>({ seriesId: 'harbour' });

  return (
    <div style={{ height: 350, width: '100%' }}>
      <div style={{ height: 40, display: 'flex', gap: 8, overflowX: 'auto', alignItems: 'center' }}>
        {districts.map((district) => (
          <Chip
            key={district.id}
            label={district.label}
            size="small"
            color={highlighted?.seriesId === district.id ? 'primary' : 'default'}
            // A highlight without dataIndex targets the whole series.
            onClick={() => setHighlighted(highlighted?.seriesId === district.id ? null : { seriesId: district.id })}
          />
        ))}
      </div>
      <LineChart
        height={310}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: years }]}
        series={districts.map((district) => ({
          ...district,
          showMark: false,
          highlightScope: { highlight: 'series', fade: 'global' } as const,
        }))}
        highlightedItem={highlighted}
        // Hovering a line also updates the chips.
        onHighlightChange={setHighlighted}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20, right: 20 }}
      />
    </div>
  );
}
