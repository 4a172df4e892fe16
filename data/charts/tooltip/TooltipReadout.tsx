import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useAxisTooltip } from '@mui/x-charts/ChartsTooltip';
import { useDrawingArea } from '@mui/x-charts/hooks';

const hours = ['6:00', '8:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00'];

// Draws the hovered values in the top-left corner of the plot instead of a floating tooltip.
function Readout() {
  const tooltip = useAxisTooltip();
  const { left, top } = useDrawingArea();
  const theme = useTheme();
  const text = tooltip
    ? `${tooltip.axisFormattedValue}: ${tooltip.seriesItems.map((item) => `${item.formattedLabel} ${item.formattedValue}`).join(', ')}`
    : 'Hover the chart';
  return (
    <text x={left + 8} y={top + 14} fontSize={13} fill={theme.palette.text.primary}>
      {text}
    </text>
  );
}

export default function TooltipReadout() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[{ min: 0, max: 35 }]}
        // Air and water temperature at a lake beach (°C).
        series={[
          { label: 'Air', data: [14, 17, 21, 25, 28, 27, 24, 19], valueFormatter: (value) => `${value} °C` },
          { label: 'Water', data: [19, 19, 20, 21, 22, 23, 23, 22], valueFormatter: (value) => `${value} °C` },
        ]}
        // The floating tooltip is off; the hook still reports the hovered position.
        tooltip={{ trigger: 'none' }}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 30 }}
      >
        <Readout />
      </LineChart>
    </div>
  );
}
