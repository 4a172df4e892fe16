/**
 * Build time: the site's own style sheet (the theme as CSS variables, the baseline, the shell's
 * styles and the API reference's), the same on every themed page. The export carries it as one file under
 * Next.js's static files, named by a hash of what it holds: a reader's browser fetches it once
 * and keeps it for every later page (immutable, and carried by a deploy like the other static
 * files), instead of reading the same 50 kB again at the top of each page's HTML.
 */
import { API_STYLES_CSS } from '@/src/content/build/apiStyles';
import { hashedUrl } from '@/src/content/build/hashedUrl';
import { BASELINE_CSS, themeVariablesCss } from '@/src/theme/documentStyles';
import { SHELL_CSS } from './shellStyles';

/** Where the style sheet goes in the export. */
export const SITE_STYLESHEET_DIR = '/_next/static/site';

/** The style sheet's rules. */
export const SITE_CSS = `${themeVariablesCss()}\n${BASELINE_CSS}\n${SHELL_CSS}\n${API_STYLES_CSS}`;

/** The style sheet's URL path: `/_next/static/site/<hash>.css`. */
export const SITE_STYLESHEET_HREF = hashedUrl(SITE_STYLESHEET_DIR, SITE_CSS, 'css');
