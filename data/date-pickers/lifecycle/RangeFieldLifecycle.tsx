import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

const show = (value: Dayjs | null) => (value === null ? 'null' : value.isValid() ? value.format('MM-DD') : 'Invalid');

// A range field calls onChange with the whole tuple, even when only one end changed.
export default function RangeFieldLifecycle() {
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ pt: 1, maxWidth: 320 }}>
        <SingleInputDateRangeField
          label="Campaign"
          defaultValue={[dayjs('2025-05-05'), dayjs('2025-05-18')]}
          fullWidth
          onChange={(value, context) =>
            setLog((lines) =>
              [
                `onChange [${show(value[0])}, ${show(value[1])}] errors: [${context.validationError.join(', ')}]`,
                ...lines,
              ].slice(0, 5),
            )
          }
        />
      </Box>
      <Box component="pre" sx={{ fontSize: 12, lineHeight: '18px', m: 0, mt: 1.5, height: 90, overflow: 'hidden', whiteSpace: 'pre-wrap' }}>
        {log.length > 0 ? log.join('\n') : 'Change the end month with Arrow Down.'}
      </Box>
    </LocalizationProvider>
  );
}
