/**
 * Build time: the CSS of the site's shell and content, from each capability's style sheet
 * (`src/<capability>/build/styles.ts`), in the order their rules refine one another (the app
 * bar's button before the buttons built on it). _document writes it into every page's <head>.
 */
import { adStyles } from '@/src/ads/build/styles';
import { contentStyles } from '@/src/content/build/styles';
import { layoutStyles } from '@/src/layout/build/styles';
import { navigationStyles } from '@/src/navigation/build/styles';
import { searchStyles } from '@/src/search/build/styles';
import { twinsStyles } from '@/src/twins/build/styles';
import { staticCss, type StaticStyles } from './staticStyles';

export const SHELL_STYLE_SHEETS: readonly StaticStyles[] = [layoutStyles, searchStyles, navigationStyles, contentStyles, twinsStyles, adStyles];

export const SHELL_CSS = SHELL_STYLE_SHEETS.map(staticCss).join('\n');
