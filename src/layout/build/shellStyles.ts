/**
 * Build time: the registry of the shell's style sheets, each capability's `build/styles.ts`, in
 * the order their rules refine one another (the app bar's button before the buttons built on
 * it). The page layer collects them; the theme compiles them (src/theme/build/shellCss.ts).
 */
import { adStyles } from '@/src/ads/build/styles';
import { contentStyles } from '@/src/content/build/styles';
import { navigationStyles } from '@/src/navigation/build/styles';
import { searchStyles } from '@/src/search/build/styles';
import { shellCss } from '@/src/theme/build/shellCss';
import type { StaticStyles } from '@/src/theme/build/staticStyles';
import { twinsStyles } from '@/src/twins/build/styles';
import { backToTopStyles } from './backToTopStyles';
import { printStyles } from './printStyles';
import { layoutStyles } from './styles';

// The printed page's rules come last: they override the screen's.
export const SHELL_STYLE_SHEETS: readonly StaticStyles[] = [layoutStyles, searchStyles, navigationStyles, contentStyles, twinsStyles, adStyles, backToTopStyles, printStyles];

export const SHELL_CSS = shellCss(SHELL_STYLE_SHEETS);
