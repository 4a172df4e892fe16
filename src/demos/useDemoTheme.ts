import { createTheme, type Theme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useUserLanguage } from '@/src/i18n/I18nProvider';
import { usePreferences } from '@/src/preferences/usePreferences';
import { siteTheme } from '@/src/theme/siteTheme';

const withXLocales = new Map<string, Theme>();

/**
 * The theme demos render in: the site theme in the reader's direction and language, plus,
 * for languages other than English, the Data Grid's and the pickers' own texts in that
 * language (their locale modules load with the first demo). Null while those load.
 */
export function useDemoTheme(): Theme | null {
  const language = useUserLanguage();
  const { direction } = usePreferences();
  const base = siteTheme(direction, language);
  const key = `${direction}-${language}`;
  const [, setLoaded] = useState(0);

  useEffect(() => {
    if (language === 'en' || withXLocales.has(key)) {
      return undefined;
    }
    let cancelled = false;
    void Promise.all([import('@mui/x-data-grid/locales'), import('@mui/x-date-pickers/locales')]).then(([grid, pickers]) => {
      withXLocales.set(key, createTheme(base, grid.zhCN, pickers.zhCN));
      if (!cancelled) {
        setLoaded((count) => count + 1);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [base, key, language]);

  if (language === 'en') {
    return base;
  }
  return withXLocales.get(key) ?? null;
}
