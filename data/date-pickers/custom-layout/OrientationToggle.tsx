import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

type Orientation = 'portrait' | 'landscape';

// The same layout in both orientations: the toolbar moves from above the calendar to its left.
export default function OrientationToggle() {
  const [orientation, setOrientation] = React.useState<Orientation>('landscape');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Orientation"
        value={orientation}
        onChange={(_event, next: Orientation | null) => next && setOrientation(next)}
      >
        <ToggleButton value="portrait">portrait</ToggleButton>
        <ToggleButton value="landscape">landscape</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ overflowX: 'auto', height: 500 }}>
        <StaticDatePicker orientation={orientation} defaultValue={dayjs('2025-07-14')} sx={{ width: 'max-content' }} />
      </Box>
    </LocalizationProvider>
  );
}
