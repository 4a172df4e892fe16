import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// A deterministic pseudo-random generator, so the points are the same on every render.
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

// Petal length and width (mm) of three invented flower varieties.
function variety(seed: number, length: number, width: number, prefix: string) {
  const random = seeded(seed);
  return Array.from({ length: 25 }, (_, index) => ({
    id: `${prefix}${index}`,
    x: Math.round((length + (random() - 0.5) * 14) * 10) / 10,
    y: Math.round((width + (random() - 0.5) * 6) * 10) / 10,
  }));
}

export default function ScatterSeriesHighlight() {
  const scope = { highlight: 'series', fade: 'global' } as const;

  return (
    <div style={{ height: 340, width: '100%' }}>
      <ScatterChart
        height={340}
        series={[
          { label: 'Aurora', data: variety(3, 22, 6, 'a'), highlightScope: scope },
          { label: 'Bramble', data: variety(11, 38, 12, 'b'), highlightScope: scope },
          { label: 'Cinder', data: variety(29, 52, 16, 'c'), highlightScope: scope },
        ]}
        xAxis={[{ label: 'Petal length (mm)' }]}
        yAxis={[{ label: 'Petal width (mm)' }]}
      />
    </div>
  );
}
