import * as React from 'react';
import { LineChart, lineElementClasses } from '@mui/x-charts/LineChart';

const hours = ['0h', '2h', '4h', '6h', '8h', '10h', '12h', '14h', '16h', '18h', '20h', '22h'];
// Particulate matter (µg/m³) from a street sensor that dropped some readings.
const readings = [18, 16, null, 14, 22, 31, null, null, 27, 35, 29, 21];

const formatReading = (value: number | null) => (value === null ? 'no reading' : `${value} µg/m³`);

export default function ConnectNullsOverlay() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: hours }]}
        series={[
          // Drawn first, so it lies underneath: the same data, gaps bridged.
          { id: 'bridged', data: readings, connectNulls: true, curve: 'linear', showMark: false, disableHighlight: true, color: '#9e9e9e', valueFormatter: () => null },
          // On top: the readings as measured, with gaps. Both use the same curve, so they overlap exactly.
          { id: 'measured', label: 'PM10', data: readings, curve: 'linear', color: '#ef6c00', valueFormatter: formatReading },
        ]}
        sx={{ [`& .${lineElementClasses.root}.MuiLineElement-series-bridged`]: { strokeDasharray: '4 4' } }}
        slotProps={{ legend: { hidden: true } }}
        grid={{ horizontal: true }}
      />
    </div>
  );
}
