/**
 * What the site's shell styles with: references to the theme's CSS variables (generated
 * from the Material UI theme on the server, see documentStyles.ts) and the spec's constants.
 * Importing this costs the browser a few hundred bytes, where Material UI's theme runtime
 * would cost tens of kilobytes on every page.
 */
import {
  BREAKPOINTS,
  SITE_BORDER_RADIUS_PX,
  SPACING_UNIT_PX,
  TRANSITION_DURATIONS_MS,
  Z_INDEX,
} from '@/src/config/constants';

export const CSS_VAR_PREFIX = 'mui';

const ref = (name: string) => `var(--${CSS_VAR_PREFIX}-${name})`;

/** The same shape as Material UI's `theme.vars`, for the variables the shell uses. */
export const vars = {
  palette: {
    primary: {
      main: ref('palette-primary-main'),
      mainChannel: ref('palette-primary-mainChannel'),
      contrastText: ref('palette-primary-contrastText'),
    },
    text: { primary: ref('palette-text-primary'), secondary: ref('palette-text-secondary') },
    divider: ref('palette-divider'),
    background: {
      default: ref('palette-background-default'),
      defaultChannel: ref('palette-background-defaultChannel'),
      paper: ref('palette-background-paper'),
    },
    action: { hover: ref('palette-action-hover') },
    ...Object.fromEntries(
      (['info', 'success', 'warning', 'error'] as const).map((name) => [
        name,
        { main: ref(`palette-${name}-main`), mainChannel: ref(`palette-${name}-mainChannel`) },
      ]),
    ) as Record<'info' | 'success' | 'warning' | 'error', { main: string; mainChannel: string }>,
  },
} as const;

/** `rgba()` of a `…Channel` variable, e.g. `alpha(vars.palette.primary.mainChannel, 0.1)`. */
export function alpha(channel: string, opacity: number): string {
  return `rgba(${channel} / ${opacity})`;
}

export function spacing(...units: number[]): string {
  return units.map((unit) => `${unit * SPACING_UNIT_PX}px`).join(' ');
}

type Breakpoint = keyof typeof BREAKPOINTS;

/** Media queries on the spec's breakpoints, like `theme.breakpoints.up('lg')`. */
export const mq = {
  up: (key: Breakpoint) => `@media (min-width:${BREAKPOINTS[key]}px)`,
  down: (key: Breakpoint) => `@media (max-width:${BREAKPOINTS[key] - 0.05}px)`,
};

/**
 * Styles for the dark scheme (the `.dark` class on <html>), like `theme.applyStyles('dark', …)`.
 * On screen only: paper is white, so a page printed from the dark scheme prints in the light one.
 */
export function dark<T extends object>(styles: T): Record<string, Record<string, T>> {
  return { '@media not print': { '.dark &': styles } };
}

export const radius = SITE_BORDER_RADIUS_PX;
export const durations = TRANSITION_DURATIONS_MS;
export const zIndex = Z_INDEX;

/** Hidden on screen, still read by screen readers (labels, live status messages). */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/**
 * A visible focus ring for keyboard users: 2 px in the primary colour by default; surfaces in
 * the primary colour (the skip link, the 404 page's button) pass the text colour instead.
 */
export function focusRing(offset = 2, color: string = vars.palette.primary.main) {
  return { outline: `2px solid ${color}`, outlineOffset: offset };
}

/** Inter's metrics on a local Arial (src/theme/fontFallback.ts): no re-wrap if Inter is late. */
export const FALLBACK_FONT_FAMILY = 'Inter Fallback';

export const FONT_FAMILY = [
  '"Inter Variable"',
  `"${FALLBACK_FONT_FAMILY}"`,
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  '"PingFang SC"',
  '"Noto Sans CJK SC"',
  'Roboto',
  'sans-serif',
].join(',');

export const MONO_FONT_FAMILY = [
  'ui-monospace',
  'SFMono-Regular',
  'Menlo',
  'Consolas',
  '"DejaVu Sans Mono"',
  'monospace',
].join(',');

// The layout's sizes live in their own module: the browser code that needs one (the table of
// contents) then does not ship this module's palette and fonts.
export { APP_BAR_HEIGHT_PX, ARTICLE_MAX_WIDTH_PX, DRAWER_WIDTH_PX, TOC_WIDTH_PX } from './layoutSizes';
