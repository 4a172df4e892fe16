import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Divider from '@mui/material/Divider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateView } from '@mui/x-date-pickers/models';
import {
  PickersLayoutContentWrapper,
  PickersLayoutRoot,
  pickersLayoutClasses,
  usePickerLayout,
  type PickersLayoutProps,
} from '@mui/x-date-pickers/PickersLayout';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const agenda: Record<string, string> = {
  '2025-04-07': 'Quarterly review, 10:00',
  '2025-04-09': 'Dentist, 08:30',
  '2025-04-15': 'Team offsite',
  '2025-04-24': 'Invoice run',
};

function AgendaPickerLayout(props: PickersLayoutProps<Dayjs | null, Dayjs, DateView>) {
  // The hook returns the parts the default layout would render, ready to place.
  const { toolbar, content, actionBar } = usePickerLayout(props);
  const { value: selected, sx, className } = props;
  const entry = selected ? agenda[selected.format('YYYY-MM-DD')] : undefined;

  return (
    <PickersLayoutRoot
      ownerState={props}
      // Keep the class and the sx the picker passes, so theme overrides and the `sx` prop still apply.
      className={`${pickersLayoutClasses.root} ${className ?? ''}`}
      sx={[{ display: 'flex', flexDirection: 'column' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {toolbar}
      <PickersLayoutContentWrapper className={pickersLayoutClasses.contentWrapper}>
        {content}
      </PickersLayoutContentWrapper>
      <Divider />
      {/* Extra content that only a custom layout can add. */}
      <div style={{ padding: '8px 24px', fontSize: 14, height: 40, overflow: 'hidden' }}>
        {selected ? `${selected.format('ddd D MMM')}: ${entry ?? 'nothing planned'}` : 'No day selected'}
      </div>
      {actionBar}
    </PickersLayoutRoot>
  );
}

export default function AgendaLayout() {
  return (
    <div style={{ height: 460, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <StaticDatePicker
          defaultValue={dayjs('2025-04-09')}
          displayStaticWrapperAs="desktop"
          slots={{ layout: AgendaPickerLayout }}
          slotProps={{ actionBar: { actions: ['clear'] } }}
          sx={{ maxWidth: 320 }}
        />
      </LocalizationProvider>
    </div>
  );
}
