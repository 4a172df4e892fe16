import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, useState } from 'react';
import { useCopyFeedback } from '@/src/code/useCopyFeedback';
import { COPY_FEEDBACK_MS, DEBOUNCE_MS } from '@/src/config/constants';
import { MATERIAL_LOCALES } from '@/src/i18n/componentLocales';
import { useFeatureTranslate } from '@/src/i18n/featureStrings';
import { useUserLanguage } from '@/src/i18n/I18nProvider';
import { MuiTheme } from '@/src/theme/MuiTheme';
import { ThemeStateProvider, useThemeState } from '@/src/theme/ThemeStateProvider';
import { MONO_FONT_FAMILY } from '@/src/theme/tokens';
import { ColorTool } from './ColorTool';
import { DensityTool } from './DensityTool';
import { buildTheme, parseThemeOptions, themeCode, type BuildResult } from './options';
import { OptionsEditor } from './OptionsEditor';
import { Preview } from './Preview';
import { Section } from './Section';
import { Elevations, TypeScale } from './TypeAndShadows';
import { STRINGS } from './strings';

const DEFAULT_CUSTOM = '{\n  "shape": { "borderRadius": 8 },\n  "typography": { "button": { "textTransform": "none" } }\n}';

/** `value`, once it has stopped changing for `delay` ms. */
function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

function CopyButton({ text }: { text: string }) {
  const t = useFeatureTranslate(STRINGS);
  const [copied, copy] = useCopyFeedback(COPY_FEEDBACK_MS);
  return (
    <Button size="small" variant="outlined" aria-label={t('builder.copyCode')} onClick={() => copy(text)}>
      {copied ? t('builder.copied') : t('builder.copy')}
    </Button>
  );
}

/**
 * The theme builder on /x/common-concepts/theming/: colours, density, a live preview of
 * real components, the type scale, elevations and the code of the resulting theme.
 */
function ThemeBuilderTools() {
  const t = useFeatureTranslate(STRINGS);
  const language = useUserLanguage();
  const state = useThemeState();
  const [customText, setCustomText] = useState(DEFAULT_CUSTOM);
  // Typing stays instant: the options are read and the theme rebuilt once the reader pauses.
  const settledText = useDebouncedValue(customText, DEBOUNCE_MS);
  const custom = useMemo(() => parseThemeOptions(settledText), [settledText]);

  const result = useMemo(
    () => (custom.error === null ? buildTheme(state, custom.value, MATERIAL_LOCALES[language]) : null),
    [state, custom, language],
  );
  // The last theme that built stays on screen while the reader fixes their options.
  const [lastGood, setLastGood] = useState<Extract<BuildResult, { ok: true }> | null>(null);
  if (result?.ok && result !== lastGood) {
    setLastGood(result);
  }
  const shown = (result?.ok ? result : lastGood) ?? buildTheme(state, {}, MATERIAL_LOCALES[language]);
  const problems = result && !result.ok ? result.problems : [];
  const code = shown.ok ? themeCode(shown.options) : '';

  return (
    <MuiTheme>
      <Box sx={{ my: 3 }} data-testid="theme-builder">
        <ColorTool />
        <DensityTool />
        {shown.ok ? (
          <ThemeProvider theme={shown.theme}>
            <Section title={t('builder.preview')} note={t('builder.previewNote')}>
              <ScopedCssBaseline sx={{ bgcolor: 'transparent' }}>
                <Preview />
              </ScopedCssBaseline>
            </Section>
            <Section title={t('builder.typography')}>
              <TypeScale />
            </Section>
            <Section title={t('builder.shadows')}>
              <Elevations label={t('builder.elevation')} />
            </Section>
          </ThemeProvider>
        ) : null}
        <Section title={t('builder.custom')} note={t('builder.customNote')}>
          <OptionsEditor text={customText} onChange={setCustomText} problems={problems} jsonError={custom.error} />
        </Section>
        <Section title={t('builder.code')}>
          <Box sx={{ position: 'relative' }}>
            <Box sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}>
              <CopyButton text={code} />
            </Box>
            <Box
              component="pre"
              dir="ltr"
              tabIndex={0}
              sx={{
                m: 0,
                p: 2,
                pe: 12,
                overflowX: 'auto',
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                fontFamily: MONO_FONT_FAMILY,
                fontSize: 13,
                lineHeight: 1.6,
              }}
            >
              <code>{code}</code>
            </Box>
          </Box>
        </Section>
      </Box>
    </MuiTheme>
  );
}

/** The builder with its state, which only it reads and changes. */
export default function ThemeBuilder() {
  return (
    <ThemeStateProvider>
      <ThemeBuilderTools />
    </ThemeStateProvider>
  );
}
