import Drawer from '@mui/material/Drawer';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import styled from '@emotion/styled';
import { useId } from 'react';
import { useFeatureTranslate } from '@/src/i18n/featureStrings';
import { SETTINGS_STRINGS } from '@/src/preferences/strings';
import { useTranslate } from '@/src/i18n/I18nProvider';
import { AppBarButton } from '@/src/ui/AppBarButton';
import { CloseIcon } from '@/src/ui/icons';
import { MuiTheme } from '@/src/theme/MuiTheme';
import { spacing, vars } from '@/src/theme/tokens';
import { preferencesStore } from '@/src/preferences/store';
import { usePreferences } from '@/src/preferences/usePreferences';
import { CODE_VARIANTS, DIRECTIONS, MODES } from '@/src/preferences/values';

const Header = styled('div')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: spacing(1.5, 2),
  borderBottom: `1px solid ${vars.palette.divider}`,
  '& h2': { margin: 0, fontSize: '1rem', fontWeight: 700 },
});

const Body = styled('div')({
  padding: spacing(2),
  display: 'flex',
  flexDirection: 'column',
  gap: spacing(3),
  '& h3': {
    margin: spacing(0, 0, 1),
    fontSize: '0.75rem',
    fontWeight: 700,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
    color: vars.palette.text.secondary,
  },
  '& .hint': { margin: spacing(1, 0, 0), fontSize: '0.8125rem', color: vars.palette.text.secondary },
});

interface SettingGroupProps<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  labelOf: (option: T) => string;
  onChange: (value: T) => void;
  hint?: string;
}

function SettingGroup<T extends string>({ label, value, options, labelOf, onChange, hint }: SettingGroupProps<T>) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{label}</h3>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={value}
        aria-labelledby={id}
        onChange={(_event, next: T | null) => {
          if (next !== null) {
            onChange(next);
          }
        }}
      >
        {options.map((option) => (
          <ToggleButton
            key={option}
            value={option}
            data-ga-event-category="settings"
            data-ga-event-action={option}
            sx={{ textTransform: 'none', fontWeight: 600 }}
          >
            {labelOf(option)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {hint ? <p className="hint">{hint}</p> : null}
    </section>
  );
}

interface SettingsDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The Settings drawer: mode, direction and code language. Loaded the first time it opens. */
export default function SettingsDrawer({ open, onClose }: SettingsDrawerProps) {
  const t = useTranslate();
  const ts = useFeatureTranslate(SETTINGS_STRINGS);
  const titleId = useId();
  const { mode, direction, codeVariant } = usePreferences();
  return (
    <MuiTheme>
      <Drawer
        anchor="right"
        open={open}
        onClose={onClose}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': titleId,
            sx: { width: 340, maxWidth: '92vw', backgroundImage: 'none' },
          } as object,
        }}
      >
        <Header>
          <h2 id={titleId}>{t('settings')}</h2>
          <AppBarButton type="button" aria-label={ts('settings.close')} onClick={onClose}>
            <CloseIcon />
          </AppBarButton>
        </Header>
        <Body>
          <SettingGroup
            label={ts('settings.mode')}
            value={mode}
            options={MODES}
            labelOf={(option) => ts(`settings.${option}`)}
            onChange={(next) => preferencesStore.setMode(next)}
            hint={mode === 'system' ? ts('settings.systemHint') : undefined}
          />
          <SettingGroup
            label={ts('settings.direction')}
            value={direction}
            options={DIRECTIONS}
            labelOf={(option) => ts(`settings.${option}`)}
            onChange={(next) => preferencesStore.setDirection(next)}
          />
          <SettingGroup
            label={ts('settings.code')}
            value={codeVariant}
            options={CODE_VARIANTS}
            labelOf={(option) => ts(option === 'TS' ? 'settings.ts' : 'settings.js')}
            onChange={(next) => preferencesStore.setCodeVariant(next)}
          />
        </Body>
      </Drawer>
    </MuiTheme>
  );
}
