import { createTheme, type Theme } from '@mui/material/styles';
import { MATERIAL_LOCALES, type ComponentLocaleId } from '@/src/i18n/componentLocales';
import type { Direction } from '@/src/preferences/values';
import { brandThemeOptions } from './brandTheme';

const cache = new Map<string, Theme>();

/**
 * The theme Material UI components get on the site: the brand theme in the reader's
 * direction, with the component text (pagination, rating, …) of the reader's language.
 */
export function siteTheme(direction: Direction, locale: ComponentLocaleId): Theme {
  const key = `${direction}-${locale}`;
  let theme = cache.get(key);
  if (!theme) {
    theme = createTheme({ ...brandThemeOptions, direction }, MATERIAL_LOCALES[locale]);
    cache.set(key, theme);
  }
  return theme;
}
