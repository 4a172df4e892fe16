import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

// How a school's pupils travel to school, surveyed each spring (percent).
const surveys = [
  { year: 2022, walk: 38, bike: 14, bus: 26, car: 22 },
  { year: 2023, walk: 36, bike: 21, bus: 25, car: 18 },
  { year: 2024, walk: 35, bike: 29, bus: 23, car: 13 },
];

export default function PieAnimation() {
  const [index, setIndex] = React.useState(0);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const survey = surveys[index] ?? surveys[0];

  return (
    <div style={{ height: 340, width: '100%' }}>
      <div style={{ height: 44, display: 'flex', alignItems: 'center', gap: 12 }}>
        <Button size="small" variant="outlined" sx={{ whiteSpace: 'nowrap' }} onClick={() => setIndex((index + 1) % surveys.length)}>
          Next year
        </Button>
        <Typography variant="body2">Survey of spring {survey?.year}</Typography>
      </div>
      <FormControlLabel
        sx={{ height: 40, m: 0 }}
        control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />}
        label="skipAnimation"
      />
      <PieChart
        height={256}
        skipAnimation={skipAnimation}
        series={[
          {
            // Stable ids let each slice move from its old angles to its new ones.
            data: survey
              ? [
                  { id: 'walk', value: survey.walk, label: 'Walk', color: '#00796b' },
                  { id: 'bike', value: survey.bike, label: 'Bike', color: '#1565c0' },
                  { id: 'bus', value: survey.bus, label: 'Bus', color: '#6a1b9a' },
                  { id: 'car', value: survey.car, label: 'Car', color: '#c62828' },
                ]
              : [],
            innerRadius: 40,
            arcLabel: (item) => `${item.value} %`,
            valueFormatter: (item) => `${item.value} % of pupils`,
          },
        ]}
        margin={{ right: 110 }}
        // White labels on the dark slice colors, readable in light and dark mode.
        sx={{ [`& .${pieArcLabelClasses.root}`]: { fill: '#ffffff' } }}
      />
    </div>
  );
}
