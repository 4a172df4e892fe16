import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ShowMarkParams } from '@mui/x-charts/models';

// Daily steps over two weeks.
const steps = [6200, 7400, 5100, 8800, 9900, 12100, 4300, 6900, 7800, 8100, 10400, 11800, 13500, 5200];
const days = steps.map((_, index) => `D${index + 1}`);
const best = Math.max(...steps);

type MarkMode = 'all' | 'none' | 'best day' | 'every 7th day';

const showMarkFor: Record<MarkMode, boolean | ((params: ShowMarkParams) => boolean)> = {
  all: true,
  none: false,
  // The callback receives the index, the value and the position of each point.
  'best day': ({ value }) => value === best,
  'every 7th day': ({ index }) => index % 7 === 6,
};

export default function MarkVisibility() {
  const [mode, setMode] = React.useState<MarkMode>('best day');
  const [disableHighlight, setDisableHighlight] = React.useState(false);

  return (
    <div style={{ height: 340, width: '100%' }}>
      <div style={{ height: 56, display: 'flex', alignItems: 'center', gap: 16, overflowX: 'auto' }}>
        <TextField
          select
          size="small"
          label="showMark"
          value={mode}
          onChange={(event) => setMode(event.target.value as MarkMode)}
          sx={{ minWidth: 150 }}
        >
          {(Object.keys(showMarkFor) as MarkMode[]).map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          sx={{ whiteSpace: 'nowrap' }}
          control={<Switch checked={disableHighlight} onChange={(event) => setDisableHighlight(event.target.checked)} />}
          label="disableLineItemHighlight"
        />
      </div>
      <LineChart
        height={284}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: days, tickLabelInterval: (_value, index) => index % 2 === 0 }]}
        series={[{ label: 'Steps', data: steps, showMark: showMarkFor[mode], curve: 'linear' }]}
        disableLineItemHighlight={disableHighlight}
        slotProps={{ legend: { hidden: true } }}
        grid={{ horizontal: true }}
      />
    </div>
  );
}
