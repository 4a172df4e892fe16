import * as React from 'react';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
// Adds the `zoom` option to the axis types (the package does not load it on its own).
import type {} from '@mui/x-charts-pro/typeOverloads';
import type { ZoomData } from '@mui/x-charts-pro/context';

// Books borrowed per branch of a city library network: 40 branches, too many to read at once.
const branches = Array.from({ length: 40 }, (_, index) => `B${String(index + 1).padStart(2, '0')}`);
const loans = branches.map((_, index) => 300 + ((index * 137) % 900) + (index % 7) * 40);

export default function ZoomBarBasic() {
  // Open on the first quarter of the branches, so the bars are readable at once; the chart
  // updates the state when the reader zooms or pans.
  const [zoom, setZoom] = React.useState<ZoomData[]>([{ axisId: 'branches', start: 0, end: 25 }]);

  return (
    <div style={{ height: 300, width: '100%' }}>
      <BarChartPro
        height={300}
        // A band axis zooms too: the window shows a slice of the categories, and the bars widen.
        xAxis={[{ id: 'branches', scaleType: 'band', data: branches, zoom: true }]}
        series={[{ label: 'Loans', data: loans }]}
        zoom={zoom}
        onZoomChange={setZoom}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20 }}
      />
    </div>
  );
}
