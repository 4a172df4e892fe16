import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import isBetweenPlugin from 'dayjs/plugin/isBetween';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

dayjs.extend(isBetweenPlugin);

interface WeekDayProps extends PickersDayProps<Dayjs> {
  selectedDay?: Dayjs | null;
  hoveredDay?: Dayjs | null;
}

const inWeekOf = (day: Dayjs, reference: Dayjs | null | undefined) =>
  reference != null && day.isBetween(reference.startOf('week'), reference.endOf('week'), 'day', '[]');

// Paints the whole week of the selected (or hovered) day as one band.
const WeekDay = styled(PickersDay, {
  shouldForwardProp: (prop) => prop !== 'inSelectedWeek' && prop !== 'inHoveredWeek',
})<{ inSelectedWeek: boolean; inHoveredWeek: boolean }>(({ theme, inSelectedWeek, inHoveredWeek }) => ({
  borderRadius: 0,
  ...(inHoveredWeek && { backgroundColor: theme.palette.action.hover }),
  ...(inSelectedWeek && {
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    '&:hover, &:focus': { backgroundColor: theme.palette.primary.dark },
  }),
}));

function Day(props: WeekDayProps) {
  const { day, selectedDay, hoveredDay, ...other } = props;
  return (
    <WeekDay
      {...other}
      day={day}
      disableMargin
      selected={false}
      inSelectedWeek={inWeekOf(day, selectedDay)}
      inHoveredWeek={inWeekOf(day, hoveredDay)}
    />
  );
}

export default function WeekPicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-09-17'));
  const [hovered, setHovered] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Typography variant="body2">
        Timesheet week: {value ? `${value.startOf('week').format('D MMM')} to ${value.endOf('week').format('D MMM YYYY')}` : 'none'}
      </Typography>
      <DateCalendar
        value={value}
        onChange={setValue}
        showDaysOutsideCurrentMonth
        slots={{ day: Day }}
        slotProps={{
          day: (ownerState) =>
            ({
              selectedDay: value,
              hoveredDay: hovered,
              onPointerEnter: () => setHovered(ownerState.day),
              onPointerLeave: () => setHovered(null),
            }) as Partial<WeekDayProps>,
        }}
        sx={{ m: 0, width: '100%', maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
