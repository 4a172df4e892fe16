import type { Language } from '@/src/config/site';
import { useUserLanguage } from '@/src/i18n/I18nProvider';
import navZh from '@/translations/nav-zh.json';
import { pageToTitle } from './tree';
import type { NavPage } from './types';

/** Nav labels per language, keyed by pathname; English comes from data/pages.ts itself. */
export const NAV_TITLES: Partial<Record<Language, Readonly<Record<string, string>>>> = { zh: navZh };

/** An entry's label in a language, falling back to its English label. */
export function localizedPageTitle(page: NavPage, language: Language): string {
  return NAV_TITLES[language]?.[page.pathname] ?? pageToTitle(page);
}

/** `const title = usePageTitle(); title(page)` in the reader's language. */
export function usePageTitle(): (page: NavPage) => string {
  const language = useUserLanguage();
  return (page) => localizedPageTitle(page, language);
}
