import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
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
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const today = dayjs('2025-10-08');
const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Tomorrow', getValue: () => today.add(1, 'day') },
  { label: 'Next Friday', getValue: () => today.day(5).add(today.day() >= 5 ? 1 : 0, 'week') },
  { label: 'In two weeks', getValue: () => today.add(2, 'week') },
];

// A narrow layout: calendar first, shortcuts as a row of chips below it, then the actions.
function StackedLayout(props: PickersLayoutProps<Dayjs | null, Dayjs, DateView>) {
  const { content, shortcuts: shortcutList, actionBar } = usePickerLayout(props);
  return (
    <PickersLayoutRoot ownerState={props} className={pickersLayoutClasses.root} sx={{ display: 'flex', flexDirection: 'column' }}>
      <PickersLayoutContentWrapper className={pickersLayoutClasses.contentWrapper}>
        {content}
      </PickersLayoutContentWrapper>
      {shortcutList}
      {actionBar}
    </PickersLayoutRoot>
  );
}

export default function ShortcutsBelow() {
  const [due, setDue] = React.useState<Dayjs | null>(today.add(1, 'day'));

  return (
    <div style={{ height: 520, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ fontSize: 14, height: 24 }}>Due: {due ? due.format('dddd D MMMM') : 'none'}</div>
        <StaticDatePicker
          value={due}
          onChange={setDue}
          displayStaticWrapperAs="desktop"
          slots={{ layout: StackedLayout }}
          slotProps={{
            shortcuts: {
              items: shortcuts,
              sx: { display: 'flex', flexWrap: 'wrap', maxWidth: 320, px: 1, '& li': { width: 'auto', px: 0.5 } },
            },
            actionBar: { actions: ['clear'] },
          }}
          sx={{ maxWidth: 320 }}
        />
      </LocalizationProvider>
    </div>
  );
}
