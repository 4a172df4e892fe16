import { THEME_ID } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { brandTheme } from './brandTheme';

/**
 * Gives Material UI components (menus, the phone drawer, demos; all loaded on demand) the
 * site theme. The theme's CSS variables are already on the page, so this plain provider is
 * enough: no style sheet is generated and no colour-scheme state is kept here.
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={{ [THEME_ID]: brandTheme }}>{children}</ThemeProvider>;
}
