import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  blueberryTwilightPalette,
  cheerfulFiestaPalette,
  mangoFusionPalette,
  type ChartsColorPalette,
} from '@mui/x-charts/colorPalettes';

// A palette is an array of colors, or a function of the mode that returns one.
const palettes: Record<string, ChartsColorPalette> = {
  blueberryTwilight: blueberryTwilightPalette,
  mangoFusion: mangoFusionPalette,
  cheerfulFiesta: cheerfulFiestaPalette,
  'custom array': ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'],
};

const seasons = ['Spring', 'Summer', 'Autumn', 'Winter'];
// Visitors (thousands) of five national parks.
const parks = ['Lakes', 'Dunes', 'Gorge', 'Forest', 'Glacier'].map((name, index) => ({
  label: name,
  data: seasons.map((_, season) => 20 + ((index * 7 + season * 11) % 23)),
}));

export default function PaletteSwitcher() {
  const [name, setName] = React.useState('mangoFusion');

  return (
    <div style={{ height: 360, width: '100%' }}>
      <div style={{ height: 56, display: 'flex', alignItems: 'center' }}>
        <TextField select size="small" label="colors" value={name} onChange={(event) => setName(event.target.value)} sx={{ minWidth: 200 }}>
          {Object.keys(palettes).map((key) => (
            <MenuItem key={key} value={key}>
              {key}
            </MenuItem>
          ))}
        </TextField>
      </div>
      <BarChart
        height={304}
        skipAnimation
        colors={palettes[name]}
        xAxis={[{ scaleType: 'band', data: seasons }]}
        series={parks}
        margin={{ top: 80 }}
        slotProps={{ legend: { itemMarkWidth: 12, itemMarkHeight: 12, labelStyle: { fontSize: 13 } } }}
      />
    </div>
  );
}
