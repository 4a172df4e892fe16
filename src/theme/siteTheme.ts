import { createTheme, type Theme } from '@mui/material/styles';
import { MATERIAL_LOCALES, type ComponentLocaleId } from '@/src/i18n/componentLocales';
import type { Direction } from '@/src/preferences/values';
import { brandThemeOptions } from './brandTheme';
import { vars } from './tokens';

/**
 * Component styles for the demos, kept out of the brand theme (which is in every page's first
 * load). The date calendar writes its week numbers in text.disabled (2.3:1 on white), though
 * they are information, not disabled controls: secondary text reads at 7:1.
 */
const components = {
  MuiDayCalendar: {
    styleOverrides: {
      weekNumber: { color: vars.palette.text.secondary },
      weekNumberLabel: { color: vars.palette.text.secondary },
    },
  },
} satisfies NonNullable<Parameters<typeof createTheme>[0]>['components'];

const cache = new Map<string, Theme>();

/**
 * The theme Material UI components get on the site: the brand theme in the reader's
 * direction, with the component text (pagination, rating, …) of the reader's language.
 */
export function siteTheme(direction: Direction, locale: ComponentLocaleId): Theme {
  const key = `${direction}-${locale}`;
  let theme = cache.get(key);
  if (!theme) {
    theme = createTheme({ ...brandThemeOptions, direction, components }, MATERIAL_LOCALES[locale]);
    cache.set(key, theme);
  }
  return theme;
}
