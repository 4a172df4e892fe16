import * as React from 'react';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Monthly downloads (thousands) of three apps.
const apps = [
  { id: 'notes', label: 'Notes', data: [12, 15, 19, 22, 26, 31], color: '#1e88e5' },
  { id: 'maps', label: 'Maps', data: [40, 38, 41, 44, 43, 47], color: '#43a047' },
  { id: 'radio', label: 'Radio', data: [8, 9, 9, 12, 10, 11], color: '#8e24aa' },
];

export default function LegendToggleSeries() {
  const [hidden, setHidden] = React.useState<string[]>([]);

  return (
    <div style={{ height: 330, width: '100%' }}>
      <LineChart
        height={300}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ min: 0, max: 50 }]}
        // A hidden series keeps its legend entry, in gray, but draws nothing.
        series={apps.map((app) => {
          const isHidden = hidden.includes(app.id);
          return { ...app, data: isHidden ? app.data.map(() => null) : app.data, color: isHidden ? '#bdbdbd' : app.color };
        })}
        slotProps={{
          legend: {
            onItemClick: (_event, item) => {
              const id = String(item.seriesId);
              setHidden((previous) => (previous.includes(id) ? previous.filter((other) => other !== id) : [...previous, id]));
            },
          },
        }}
        sx={{ '& .MuiChartsLegend-series': { cursor: 'pointer' } }}
      />
      <Typography variant="body2" color="text.secondary" noWrap sx={{ height: 30, lineHeight: '30px' }}>
        Click a legend item to hide or show its line. Hidden: {hidden.length === 0 ? 'none' : hidden.join(', ')}
      </Typography>
    </div>
  );
}
