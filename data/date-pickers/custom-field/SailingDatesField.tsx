import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// The ferry only leaves on these days.
const sailings = ['2025-05-03', '2025-05-10', '2025-05-14', '2025-05-24', '2025-06-07'].map((day) =>
  dayjs(day),
);
const isSailing = (day: Dayjs) => sailings.some((sailing) => sailing.isSame(day, 'day'));

function SailingAutocomplete(props: DatePickerFieldProps<Dayjs>) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const { value, onChange, disabled, readOnly } = internalProps;
  const { label, id, InputProps } = forwardedProps;

  return (
    <Autocomplete
      id={id}
      options={sailings}
      value={value ?? null}
      disabled={disabled}
      readOnly={readOnly}
      // Every option is a valid sailing, so there is no validation error to report.
      onChange={(_event, newValue) => onChange?.(newValue, { validationError: null })}
      getOptionLabel={(option) => option.format('dddd D MMMM')}
      isOptionEqualToValue={(option, selected) => option.isSame(selected, 'day')}
      renderInput={(params) => <SailingInput params={params} label={label} pickerInputProps={InputProps} />}
    />
  );
}

type InputParams = Parameters<NonNullable<React.ComponentProps<typeof Autocomplete>['renderInput']>>[0];

function SailingInput(props: {
  params: InputParams;
  label: React.ReactNode;
  pickerInputProps: DatePickerFieldProps<Dayjs>['InputProps'];
}) {
  const { params, label, pickerInputProps } = props;
  // Autocomplete and the picker both anchor their popups to the input container.
  const ref = useForkRef(params.InputProps.ref, pickerInputProps?.ref);
  return (
    <TextField
      {...params}
      label={label}
      InputProps={{
        ...params.InputProps,
        ref,
        endAdornment: (
          <React.Fragment>
            {params.InputProps.endAdornment}
            {pickerInputProps?.endAdornment}
          </React.Fragment>
        ),
      }}
    />
  );
}

export default function SailingDatesField() {
  const [sailing, setSailing] = React.useState<Dayjs | null>(sailings[1] ?? null);

  return (
    <div style={{ height: 90, overflow: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <div style={{ maxWidth: 320, paddingTop: 8 }}>
          <DatePicker
            label="Sailing"
            value={sailing}
            onChange={setSailing}
            shouldDisableDate={(day) => !isSailing(day)}
            referenceDate={dayjs('2025-05-01')}
            slots={{ field: SailingAutocomplete }}
          />
        </div>
      </LocalizationProvider>
    </div>
  );
}
