import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useFeatureTranslate } from '@/src/i18n/featureStrings';
import { useChangeTheme, useThemeState } from '@/src/theme/ThemeStateProvider';
import { canonicalColor } from '@/src/theme/color';
import { blue, violet } from '@/src/theme/colors';
import { colorProblem } from './options';
import { Section } from './Section';
import { STRINGS } from './strings';

const BRAND = { primary: blue[600], secondary: violet[700] } as const;

/** `<input type="color">` understands only #rrggbb; other valid formats keep the swatch as is. */
function asHex(value: string): string | null {
  return /^#[0-9a-f]{6}$/i.test(value.trim()) ? value.trim() : null;
}

function ColorField({ name, label }: { name: 'primary' | 'secondary'; label: string }) {
  const t = useFeatureTranslate(STRINGS);
  const id = useId();
  const state = useThemeState();
  const dispatch = useChangeTheme();
  const applied = state.paletteColors[name]?.main ?? BRAND[name];
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? applied;
  const problem = draft === null ? null : colorProblem(draft);

  const apply = (value: string) => {
    setDraft(value);
    // Stored and applied in canonical form (../color.ts): what Material UI's colour maths reads exactly.
    const main = colorProblem(value) === null ? canonicalColor(value) : null;
    if (main !== null) {
      dispatch({ type: 'CHANGE', payload: { paletteColors: { ...state.paletteColors, [name]: { main } } } });
    }
  };

  return (
    <Stack direction="row" spacing={1.5} alignItems="flex-start">
      <input
        id={`${id}-picker`}
        type="color"
        aria-label={`${label}: ${t('builder.pick')}`}
        value={asHex(text) ?? asHex(applied) ?? '#000000'}
        onChange={(event) => apply(event.target.value)}
        style={{ width: 48, height: 40, padding: 2, border: 'none', background: 'none', cursor: 'pointer', flexShrink: 0 }}
      />
      <TextField
        id={id}
        label={label}
        size="small"
        value={text}
        error={problem !== null}
        helperText={problem ?? ' '}
        onChange={(event) => apply(event.target.value)}
        onBlur={() => {
          if (problem === null) {
            setDraft(null);
          }
        }}
        sx={{ flex: 1 }}
        slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
      />
    </Stack>
  );
}

/** Primary and secondary colours for the preview and, live, for the whole site. */
export function ColorTool() {
  const t = useFeatureTranslate(STRINGS);
  const dispatch = useChangeTheme();
  return (
    <Section title={t('builder.colors')} note={`${t('builder.paletteNote')} ${t('builder.siteNote')}`}>
      <Stack spacing={1}>
        <ColorField name="primary" label={t('builder.primary')} />
        <ColorField name="secondary" label={t('builder.secondary')} />
      </Stack>
      <Button variant="outlined" onClick={() => dispatch({ type: 'RESET_COLORS' })}>
        {t('builder.resetColors')}
      </Button>
    </Section>
  );
}
