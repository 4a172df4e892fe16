import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartsColorPaletteCallback } from '@mui/x-charts/colorPalettes';

// A palette of earth tones, one set per theme mode: darker shades on light backgrounds,
// lighter ones on dark backgrounds, so the bars keep their contrast in both.
const earthTones: ChartsColorPaletteCallback = (mode) =>
  mode === 'dark' ? ['#d7a86e', '#a5d6a7', '#90caf9', '#ef9a9a'] : ['#8d5524', '#2e7d32', '#1565c0', '#c62828'];

const crops = ['Wheat', 'Barley', 'Oats'];

export default function PaletteByMode() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <BarChart
        height={320}
        colors={earthTones}
        xAxis={[{ scaleType: 'band', data: crops }]}
        // Harvest of a farm cooperative (tonnes) in four seasons.
        series={[
          { label: '2021', data: [410, 220, 130] },
          { label: '2022', data: [380, 260, 150] },
          { label: '2023', data: [450, 240, 120] },
          { label: '2024', data: [470, 280, 160] },
        ]}
      />
    </div>
  );
}
