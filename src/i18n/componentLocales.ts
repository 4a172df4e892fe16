/**
 * Which locale objects of the component libraries speak each site language. Material UI's
 * own components (table pagination, rating, autocomplete, alert, breadcrumbs, pagination)
 * take theirs through the theme; the Data Grid's and the pickers' go to their components.
 * Portuguese (Brazil) has no site language but is wired for component text all the same.
 */
import { enUS, ptBR, zhCN, type Localization } from '@mui/material/locale';

export const COMPONENT_LOCALE_IDS = ['en', 'zh', 'pt'] as const;
export type ComponentLocaleId = (typeof COMPONENT_LOCALE_IDS)[number];

/** The locale export name in every package: `enUS`, `zhCN`, `ptBR`. */
export const COMPONENT_LOCALE_NAMES: Record<ComponentLocaleId, 'enUS' | 'zhCN' | 'ptBR'> = {
  en: 'enUS',
  zh: 'zhCN',
  pt: 'ptBR',
};

export const MATERIAL_LOCALES: Record<ComponentLocaleId, Localization> = { en: enUS, zh: zhCN, pt: ptBR };

export function isComponentLocaleId(value: string): value is ComponentLocaleId {
  return (COMPONENT_LOCALE_IDS as readonly string[]).includes(value);
}
