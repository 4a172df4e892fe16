import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useCopyFeedback } from '@/src/code/useCopyFeedback';
import { COPY_FEEDBACK_MS, DEBOUNCE_MS } from '@/src/config/constants';
import { MATERIAL_LOCALES } from '@/src/i18n/componentLocales';
import { useFeatureTranslate } from '@/src/i18n/featureStrings';
import { useUserLanguage } from '@/src/i18n/I18nProvider';
import { interpolate } from '@/src/i18n/translate';
import { MuiTheme } from '@/src/theme/MuiTheme';
import { ThemeStateProvider, useThemeState } from '@/src/theme/ThemeStateProvider';
import { MONO_FONT_FAMILY } from '@/src/theme/tokens';
import { ColorTool } from './ColorTool';
import { DensityTool } from './DensityTool';
import { buildTheme, parseThemeOptions, themeCode, type BuildResult } from './options';
import { OptionsEditor } from './OptionsEditor';
import { PreviewBoundary } from './PreviewBoundary';
import { Preview } from './Preview';
import { Section } from './Section';
import { Elevations, TypeScale } from './TypeAndShadows';
import { STRINGS } from './strings';

type GoodBuild = Extract<BuildResult, { ok: true }>;

/**
 * What a component threw, for the message under the options. Production React names its
 * errors by number, followed by a paragraph on its minified build: the number and where it is
 * explained are what helps.
 */
function readableError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const minified = /^Minified React error #(\d+)/.exec(message);
  return minified ? `React error #${minified[1]}, explained at https://react.dev/errors/${minified[1]}` : message;
}

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
  const fallback = useMemo(() => buildTheme(state, {}, MATERIAL_LOCALES[language]), [state, language]);
  // The last theme the preview drew stays on screen while the reader fixes their options, also
  // when options that passed every check make a component throw while it renders.
  const [rendered, setRendered] = useState<GoodBuild | null>(null);
  const [failure, setFailure] = useState<{ build: GoodBuild; message: string } | null>(null);
  const failedNow = result?.ok === true && failure?.build === result;
  const candidate = result?.ok && !failedNow ? result : null;
  const shown = candidate ?? rendered ?? (fallback.ok ? fallback : null);
  const problems = result && !result.ok ? result.problems : failedNow && failure ? [interpolate(t('builder.previewFailed'), { message: failure.message })] : [];
  const onPreviewError = useCallback((build: GoodBuild, error: unknown) => {
    setFailure({ build, message: readableError(error) });
    setRendered((previous) => (previous === build ? null : previous));
  }, []);
  const code = shown ? themeCode(shown.options) : '';

  return (
    <MuiTheme>
      <Box sx={{ my: 3 }} data-testid="theme-builder">
        <ColorTool />
        <DensityTool />
        {shown ? (
          // Contained: nothing a style override does (fixed positions, huge sizes, z-indexes)
          // is laid out or painted outside the preview's box.
          <Box
            sx={{ contain: 'layout paint', isolation: 'isolate' }}
            data-testid="theme-preview"
            // Busy while the typed options wait to be read (the reader is still typing).
            aria-busy={customText === settledText ? 'false' : 'true'}
          >
            <PreviewBoundary build={shown} onError={onPreviewError} onRendered={setRendered}>
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
            </PreviewBoundary>
          </Box>
        ) : null}
        <Section title={t('builder.custom')} note={t('builder.customNote')}>
          <OptionsEditor text={customText} onChange={setCustomText} problems={problems} jsonError={custom.error} />
        </Section>
        <Section title={t('builder.code')}>
          {/* Above the code, not over it: on a phone (or right to left) it covered the first line. */}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
            <CopyButton text={code} />
          </Box>
          <Box
            component="pre"
            dir="ltr"
            tabIndex={0}
            sx={{
              m: 0,
              p: 2,
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
