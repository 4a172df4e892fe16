import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
// Adds the `zoom` option to the axis types (the package does not load it on its own).
import type {} from '@mui/x-charts-pro/typeOverloads';
import type { ZoomData } from '@mui/x-charts-pro/context';

type FilterMode = 'keep' | 'discard';

// Subscribers of a newsletter over five years: slow at first, then fast growth.
const weeks = Array.from({ length: 260 }, (_, index) => index + 1);
const subscribers = weeks.map((week) => Math.round(200 + week * 3 + Math.pow(week / 40, 4) * 60 + ((week * 29) % 17)));

export default function ZoomFilterMode() {
  const [filterMode, setFilterMode] = React.useState<FilterMode>('discard');
  // Opens on the first year, where the difference between the two modes shows.
  const [zoom, setZoom] = React.useState<ZoomData[]>([{ axisId: 'weeks', start: 0, end: 20 }]);

  return (
    <div style={{ height: 340, width: '100%' }}>
      <div style={{ height: 44 }}>
        <ToggleButtonGroup size="small" exclusive aria-label="filterMode" value={filterMode} onChange={(_event, next: FilterMode | null) => next && setFilterMode(next)}>
          <ToggleButton value="keep" sx={{ textTransform: 'none' }}>
            filterMode: &apos;keep&apos;
          </ToggleButton>
          <ToggleButton value="discard" sx={{ textTransform: 'none' }}>
            filterMode: &apos;discard&apos;
          </ToggleButton>
        </ToggleButtonGroup>
      </div>
      <LineChartPro
        height={296}
        xAxis={[{ id: 'weeks', data: weeks, zoom: { filterMode }, valueFormatter: (week: number) => `Week ${week}` }]}
        series={[{ label: 'Subscribers', data: subscribers, showMark: false }]}
        zoom={zoom}
        onZoomChange={setZoom}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20, left: 60 }}
      />
    </div>
  );
}
