import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterItemIdentifier } from '@mui/x-charts/models';

// Used cars on a local marketplace: age in years and asking price in thousands of euros.
const hatchbacks = [
  { id: 'h1', x: 2, y: 17.5 }, { id: 'h2', x: 4, y: 13.9 }, { id: 'h3', x: 5, y: 12.2 },
  { id: 'h4', x: 7, y: 8.8 }, { id: 'h5', x: 9, y: 6.4 }, { id: 'h6', x: 11, y: 4.9 },
];
const estates = [
  { id: 'e1', x: 1, y: 27.9 }, { id: 'e2', x: 3, y: 22.4 }, { id: 'e3', x: 6, y: 16.1 },
  { id: 'e4', x: 8, y: 13.0 }, { id: 'e5', x: 10, y: 9.7 }, { id: 'e6', x: 12, y: 7.3 },
];
const seriesData: Record<string, typeof hatchbacks> = { hatchbacks, estates };

export default function NearestPointClick() {
  const [disableVoronoi, setDisableVoronoi] = React.useState(false);
  const [message, setMessage] = React.useState('Click in the plot area.');

  const handleClick = (_event: unknown, item: ScatterItemIdentifier) => {
    const car = seriesData[String(item.seriesId)]?.[item.dataIndex];
    if (car) {
      setMessage(`${String(item.seriesId)}: ${car.x} years old, €${car.y}k`);
    }
  };

  return (
    <div style={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        sx={{ height: 40, m: 0 }}
        control={<Switch checked={disableVoronoi} onChange={(event) => setDisableVoronoi(event.target.checked)} />}
        label="disableVoronoi"
      />
      <ScatterChart
        height={300}
        series={[
          { id: 'hatchbacks', label: 'Hatchbacks', data: hatchbacks },
          { id: 'estates', label: 'Estates', data: estates },
        ]}
        xAxis={[{ label: 'Age (years)', min: 0 }]}
        yAxis={[{ min: 0 }]}
        disableVoronoi={disableVoronoi}
        onItemClick={handleClick}
      />
      <Typography variant="body2" noWrap sx={{ height: 40, lineHeight: '40px' }}>
        {message}
      </Typography>
    </div>
  );
}
