import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';

const sites = ['Dock', 'Yard', 'Depot'];

export default function LegendLabelStyle() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: sites }]}
        // Hours of forklift use per site; the labels carry a line break.
        series={[
          { label: 'Electric\nforklifts', data: [310, 220, 180] },
          { label: 'Diesel\nforklifts', data: [120, 260, 90] },
        ]}
        slotProps={{
          legend: {
            // Text style of the labels: smaller, bold, a muted color that works on light and dark backgrounds.
            labelStyle: { fontSize: 13, fontWeight: 600, fill: '#78909c' },
            itemMarkWidth: 12,
            itemMarkHeight: 12,
          },
        }}
        // Round marks: the mark is an SVG rect, so rx rounds it.
        sx={{ [`& .${legendClasses.mark}`]: { rx: 6 } }}
        margin={{ top: 70 }}
      />
    </div>
  );
}
