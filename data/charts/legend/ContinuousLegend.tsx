import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';

// Houses on sale: floor area (m²), price (thousand €) and year of construction (z).
const houses = [
  { id: 1, x: 78, y: 210, z: 1962 }, { id: 2, x: 95, y: 265, z: 1978 }, { id: 3, x: 120, y: 390, z: 2015 },
  { id: 4, x: 64, y: 175, z: 1955 }, { id: 5, x: 140, y: 420, z: 2008 }, { id: 6, x: 110, y: 300, z: 1985 },
  { id: 7, x: 88, y: 290, z: 2019 }, { id: 8, x: 150, y: 380, z: 1970 }, { id: 9, x: 72, y: 240, z: 2021 },
  { id: 10, x: 130, y: 355, z: 1992 }, { id: 11, x: 101, y: 330, z: 2011 }, { id: 12, x: 58, y: 160, z: 1949 },
];

export default function ContinuousLegend() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <ScatterChart
        height={340}
        series={[{ label: 'House', data: houses, markerSize: 6, valueFormatter: (point) => `${point.x} m², €${point.y}k, built ${point.z}` }]}
        zAxis={[{ id: 'year', colorMap: { type: 'continuous', min: 1945, max: 2025, color: ['#b0bec5', '#c2185b'] } }]}
        xAxis={[{ label: 'Floor area (m²)' }]}
        yAxis={[{ valueFormatter: (value: number) => `€${value}k` }]}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 60, right: 20, left: 60 }}
      >
        {/* The gradient legend reads the colorMap of the z-axis (the default axisDirection). */}
        <ContinuousColorLegend
          axisDirection="z"
          axisId="year"
          position={{ vertical: 'top', horizontal: 'middle' }}
          direction="row"
          length="60%"
          thickness={8}
          align="middle"
          minLabel="built 1945"
          maxLabel="2025"
          labelStyle={{ fontSize: 12 }}
        />
      </ScatterChart>
    </div>
  );
}
