import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useFeatureTranslate } from '@/src/i18n/featureStrings';
import { useChangeTheme, useThemeState } from '@/src/theme/ThemeStateProvider';
import { Section } from './Section';
import { STRINGS } from './strings';

const MIN_SPACING = 1;
const MAX_SPACING = 24;

/** Dense components and the spacing unit of the preview. */
export function DensityTool() {
  const t = useFeatureTranslate(STRINGS);
  const { dense, spacing } = useThemeState();
  const dispatch = useChangeTheme();
  return (
    <Section title={t('builder.density')}>
      <Stack direction="row" flexWrap="wrap" alignItems="center" gap={2}>
        <FormControlLabel
          control={<Switch checked={dense} onChange={(event) => dispatch({ type: 'SET_DENSE', payload: event.target.checked })} />}
          label={t('builder.dense')}
        />
        <Stack direction="row" alignItems="center" spacing={1}>
          <IconButton
            aria-label={t('builder.decreaseSpacing')}
            disabled={spacing <= MIN_SPACING}
            onClick={() => dispatch({ type: 'DECREASE_SPACING' })}
          >
            <span aria-hidden="true" style={{ fontSize: 22, lineHeight: 1, width: 24 }}>
              −
            </span>
          </IconButton>
          <TextField
            label={t('builder.spacing')}
            size="small"
            type="number"
            value={spacing}
            sx={{ width: 150 }}
            slotProps={{ htmlInput: { min: MIN_SPACING, max: MAX_SPACING, step: 1 } }}
            onChange={(event) => {
              const value = Number(event.target.value);
              if (Number.isInteger(value) && value >= MIN_SPACING && value <= MAX_SPACING) {
                dispatch({ type: 'SET_SPACING', payload: value });
              }
            }}
          />
          <IconButton
            aria-label={t('builder.increaseSpacing')}
            disabled={spacing >= MAX_SPACING}
            onClick={() => dispatch({ type: 'INCREASE_SPACING' })}
          >
            <span aria-hidden="true" style={{ fontSize: 22, lineHeight: 1, width: 24 }}>
              +
            </span>
          </IconButton>
        </Stack>
        <Button variant="outlined" onClick={() => dispatch({ type: 'RESET_DENSITY' })}>
          {t('builder.resetDensity')}
        </Button>
      </Stack>
    </Section>
  );
}
