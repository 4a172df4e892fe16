import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { useUserLanguage } from '@/src/i18n/I18nProvider';
import { usePreferences } from '@/src/preferences/usePreferences';
import { SiteCacheProvider } from './SiteCacheProvider';
import { siteTheme } from './siteTheme';

/**
 * Gives Material UI components (menus, drawers, the theme builder, demos; all loaded on
 * demand) the site theme in the reader's direction and language. The theme's CSS variables
 * are already on the page, so this plain provider generates no style sheet and keeps no
 * colour-scheme state of its own. It brings emotion's cache (for the reader's direction) with it:
 * the shell has none.
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  const language = useUserLanguage();
  const { direction } = usePreferences();
  // At the root of the context (not under THEME_ID): the Data Grid reads it from there.
  return (
    <SiteCacheProvider>
      <ThemeProvider theme={siteTheme(direction, language)}>{children}</ThemeProvider>
    </SiteCacheProvider>
  );
}
