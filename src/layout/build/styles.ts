/**
 * Build time: the styles of the shell's layout (app bar, drawer column, main landmark, the
 * article around a docs page, the error and 404 pages), compiled into static CSS
 * (src/layout/build/shellStyles.ts). Same objects as emotion's, written with the theme's tokens.
 */
import { islandClasses } from '@/src/islands/classes';
import { uiClasses } from '@/src/ui/classes';
import type { CSSObject, StaticStyles } from '@/src/theme/build/staticStyles';
import {
  APP_BAR_HEIGHT_PX,
  ARTICLE_MAX_WIDTH_PX,
  DRAWER_WIDTH_PX,
  TOC_WIDTH_PX,
  alpha,
  durations,
  focusRing,
  mq,
  radius,
  spacing,
  vars,
  zIndex,
} from '@/src/theme/tokens';
import { layoutClasses as c } from '../classes';
import { noScriptClasses } from '@/src/ui/noScript';

/**
 * Below this width the app bar (menu, brand, search, version, language, settings) has no room
 * for the wordmark: it wrapped onto two lines at 390 px. The logo stays; the link's name too.
 */
const WORDMARK_MIN_WIDTH_PX = 420;

/** The app bar's buttons: plain <button>s (and the no-JavaScript menu link), styled once. */
const appBar: StaticStyles = {
  [`.${uiClasses.appBarButton}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    height: 36,
    minWidth: 36,
    justifyContent: 'center',
    padding: '0 10px',
    border: `1px solid ${vars.palette.divider}`,
    borderRadius: 10,
    background: 'transparent',
    color: vars.palette.text.primary,
    font: 'inherit',
    fontSize: '0.8125rem',
    fontWeight: 600,
    cursor: 'pointer',
    transition: `background-color ${durations.shortest}ms`,
    '&:hover': { backgroundColor: vars.palette.action.hover },
    '&:focus-visible': focusRing(2),
    '& svg': { flexShrink: 0 },
  },
  [`.${c.header}`]: {
    position: 'sticky',
    top: 0,
    zIndex: zIndex.appBar,
    height: APP_BAR_HEIGHT_PX,
    display: 'flex',
    alignItems: 'center',
    gap: spacing(1),
    padding: spacing(0, 2),
    borderBottom: `1px solid ${vars.palette.divider}`,
    backgroundColor: alpha(vars.palette.background.defaultChannel, 0.86),
    backdropFilter: 'saturate(180%) blur(10px)',
    [mq.up('sm')]: { padding: spacing(0, 3) },
  },
  [`.${c.menuButton}`]: {
    [mq.up('lg')]: { display: 'none' },
    // Without JavaScript the button could not open anything: the link below stands in for it.
    '.no-js &': { display: 'none' },
  },
  // The menu for readers without JavaScript: a link that shows the drawer (the sidebar's :target).
  [`.${c.noScriptMenuLink}`]: {
    display: 'none',
    '.no-js &': { display: 'inline-flex' },
    [mq.up('lg')]: { '.no-js &': { display: 'none' } },
  },
  // Controls that need JavaScript (the settings, the menus' buttons) are hidden without it.
  [`.${noScriptClasses.scriptOnly}`]: { '.no-js &': { display: 'none' } },
  // Without JavaScript the versions and languages menus are native disclosures of plain links.
  [`.${noScriptClasses.links}`]: {
    display: 'none',
    position: 'relative',
    '.no-js &': { display: 'block' },
    '& > summary': { listStyle: 'none', '&::-webkit-details-marker': { display: 'none' } },
    '& > ul': {
      position: 'absolute',
      insetInlineEnd: 0,
      top: 'calc(100% + 6px)',
      zIndex: zIndex.appBar,
      minWidth: 160,
      margin: 0,
      padding: 6,
      listStyle: 'none',
      border: `1px solid ${vars.palette.divider}`,
      borderRadius: 10,
      backgroundColor: vars.palette.background.paper,
      boxShadow: '0 8px 24px rgba(0, 0, 0, 0.16)',
    },
    '& a': {
      display: 'block',
      padding: spacing(0.75, 1.25),
      borderRadius: 6,
      color: vars.palette.text.primary,
      fontSize: '0.875rem',
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      '&:hover': { backgroundColor: vars.palette.action.hover },
      '&:focus-visible': focusRing(0),
      '&[aria-current]': { color: vars.palette.primary.main, fontWeight: 600 },
    },
  },
  [`.${c.brand}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 10,
    whiteSpace: 'nowrap',
    [`@media (max-width:${WORDMARK_MIN_WIDTH_PX - 0.05}px)`]: { '& > span:last-child': { display: 'none' } },
    color: vars.palette.text.primary,
    textDecoration: 'none',
    fontWeight: 700,
    fontSize: '1rem',
    letterSpacing: '-0.01em',
    borderRadius: 8,
    '&:focus-visible': focusRing(4),
  },
  [`.${c.productName}`]: {
    display: 'none',
    alignItems: 'center',
    gap: 10,
    color: vars.palette.text.secondary,
    fontWeight: 600,
    fontSize: '0.9375rem',
    '&::before': { content: '"/"', color: vars.palette.divider, fontWeight: 400 },
    [mq.up('sm')]: { display: 'inline-flex' },
  },
  [`.${c.spacer}`]: { flex: 1 },
  [`.${c.wideOnly}`]: { display: 'none', [mq.up('sm')]: { display: 'inline' } },
};

const frame: StaticStyles = {
  [`.${c.body}`]: { display: 'flex', alignItems: 'flex-start' },
  [`.${c.sidebar}`]: {
    display: 'none',
    position: 'sticky',
    top: APP_BAR_HEIGHT_PX,
    flexShrink: 0,
    width: DRAWER_WIDTH_PX,
    height: `calc(100vh - ${APP_BAR_HEIGHT_PX}px)`,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    borderInlineEnd: `1px solid ${vars.palette.divider}`,
    scrollbarWidth: 'thin',
    [mq.up('lg')]: { display: 'block' },
    // Below lg, the menu link (no JavaScript) targets the drawer, which then opens over the page.
    [mq.down('lg')]: {
      '&:target': {
        display: 'block',
        position: 'fixed',
        insetInlineStart: 0,
        top: APP_BAR_HEIGHT_PX,
        bottom: 0,
        height: 'auto',
        width: `min(${DRAWER_WIDTH_PX}px, 100vw)`,
        zIndex: zIndex.drawer,
        backgroundColor: vars.palette.background.default,
        boxShadow: '0 8px 24px rgba(0, 0, 0, 0.2)',
      },
    },
  },
  // Without JavaScript, below lg: the open drawer's first row, a link that closes it (it moves the
  // target to the main content), kept at the top while the drawer scrolls.
  [`.${noScriptClasses.close}`]: {
    display: 'none',
    [mq.down('lg')]: {
      '.no-js &': {
        position: 'sticky',
        top: 0,
        zIndex: 1,
        display: 'flex',
        alignItems: 'center',
        gap: spacing(1),
        padding: spacing(1.5, 2),
        borderBottom: `1px solid ${vars.palette.divider}`,
        backgroundColor: vars.palette.background.default,
        color: vars.palette.text.primary,
        fontSize: '0.875rem',
        fontWeight: 600,
        textDecoration: 'none',
        '&:focus-visible': focusRing(-2),
      },
    },
  },
  [`.${c.main}`]: { flex: 1, minWidth: 0, '&:focus': { outline: 'none' } },
  // An island's wrapper takes no part in the layout: its content is laid out as if it were not there.
  [`.${islandClasses.wrapper}`]: { display: 'contents' },
  // First stop of the keyboard: jumps past the app bar and the drawer to the page's content.
  [`.${c.skipLink}`]: {
    position: 'fixed',
    insetInlineStart: 16,
    top: -100,
    zIndex: zIndex.tooltip,
    padding: '10px 16px',
    borderRadius: 10,
    backgroundColor: vars.palette.primary.main,
    color: vars.palette.primary.contrastText,
    fontWeight: 600,
    textDecoration: 'none',
    transition: `top ${durations.shortest}ms`,
    '&:focus': { top: 10, ...focusRing(2, vars.palette.text.primary) },
  },
};

/**
 * A docs page: the article and, from md up, the table of contents. The layout is a grid whose
 * columns are fixed by the server-rendered `data-toc` attribute, so the article sits where it
 * will stay from the first paint, even when the browser paints before it has parsed the table
 * of contents.
 */
const docsPage: StaticStyles = {
  [`.${c.layout}`]: {
    display: 'grid',
    gridTemplateColumns: `minmax(0, ${ARTICLE_MAX_WIDTH_PX}px)`,
    justifyContent: 'center',
    alignItems: 'start',
    columnGap: spacing(2),
    padding: spacing(0, 2),
    [mq.up('sm')]: { padding: spacing(0, 4) },
    [mq.up('md')]: {
      '&[data-toc]': { gridTemplateColumns: `minmax(0, ${ARTICLE_MAX_WIDTH_PX}px) ${TOC_WIDTH_PX}px` },
    },
    [mq.up('lg')]: { padding: spacing(0, 5) },
  },
  [`.${c.article}`]: {
    gridColumn: 1,
    minWidth: 0,
    padding: spacing(4, 0, 6),
    [mq.up('md')]: { paddingTop: spacing(5) },
  },
  [`.${c.pageHeader}`]: {
    marginBottom: spacing(4),
    '& .eyebrow': {
      margin: spacing(0, 0, 1),
      fontSize: '0.8125rem',
      fontWeight: 650,
      color: vars.palette.primary.main,
    },
    '& .title-row': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: spacing(1.5), rowGap: spacing(1) },
    '& h1': {
      margin: 0,
      fontSize: '2rem',
      lineHeight: 1.2,
      fontWeight: 750,
      letterSpacing: '-0.02em',
      [mq.up('md')]: { fontSize: '2.375rem' },
    },
    '& .markers': { display: 'inline-flex', alignItems: 'center', gap: 6 },
    '& .description': {
      margin: spacing(1.5, 0, 0),
      fontSize: '1.125rem',
      lineHeight: 1.6,
      color: vars.palette.text.secondary,
    },
    '& .untranslated': {
      margin: spacing(2.5, 0, 0),
      padding: spacing(1.25, 2),
      borderRadius: radius,
      border: `1px dashed ${vars.palette.divider}`,
      fontSize: '0.875rem',
      color: vars.palette.text.secondary,
    },
  },
  [`.${c.pageFooter}`]: {
    marginTop: spacing(6),
    paddingTop: spacing(3),
    borderTop: `1px solid ${vars.palette.divider}`,
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: spacing(2),
    fontSize: '0.8125rem',
    color: vars.palette.text.secondary,
    '& a': {
      color: vars.palette.text.secondary,
      fontWeight: 500,
      '&:hover': { color: vars.palette.primary.main },
    },
  },
};

/** The pages that explain a situation: a page that could not load, the 404 page, offline. */
const messagePage: CSSObject = {
  maxWidth: 640,
  margin: '0 auto',
  padding: spacing(10, 3),
  '& p': { color: vars.palette.text.secondary, fontSize: '1.0625rem', lineHeight: 1.6 },
};

/** Their first line (404, offline): small capitals in the primary colour. */
const kicker: CSSObject = {
  margin: 0,
  fontSize: '0.875rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  color: vars.palette.primary.main,
};

const heading: CSSObject = { margin: spacing(1, 0, 2), fontSize: '2.25rem', fontWeight: 750, letterSpacing: '-0.02em' };

/** Their main action, a button or a link. */
const primaryAction: CSSObject = {
  padding: spacing(1.25, 2.5),
  border: 0,
  borderRadius: radius,
  backgroundColor: vars.palette.primary.main,
  color: vars.palette.primary.contrastText,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
};

/** Their list of ways on: one bordered link per entry, in the grid columns given. */
const linkList = (columns = 'none'): CSSObject => ({
  '& ul': { display: 'grid', gridTemplateColumns: columns, gap: 8, padding: 0, listStyle: 'none' },
  '& li a': {
    display: 'block',
    padding: spacing(1, 1.5),
    borderRadius: 10,
    border: `1px solid ${vars.palette.divider}`,
    color: vars.palette.text.primary,
    textDecoration: 'none',
    fontWeight: 500,
    '&:hover': { borderColor: vars.palette.primary.main },
  },
});

const messages: StaticStyles = {
  [`.${c.navigationError}`]: {
    ...messagePage,
    '& h1': { ...heading, margin: spacing(0, 0, 2), fontSize: '2rem' },
    '& .actions': { display: 'flex', flexWrap: 'wrap', gap: spacing(2), alignItems: 'center', marginTop: spacing(3) },
    '& button': { ...primaryAction, '&:focus-visible': focusRing() },
    '& a': { color: vars.palette.primary.main, fontWeight: 600 },
  },
  [`.${c.notFound}`]: {
    ...messagePage,
    ...linkList('repeat(auto-fill, minmax(180px, 1fr))'),
    '& .code': kicker,
    '& h1': heading,
    '& .home': {
      ...primaryAction,
      display: 'inline-block',
      margin: spacing(2, 0, 5),
      textDecoration: 'none',
      '&:focus-visible': focusRing(2, vars.palette.text.primary),
    },
  },
  // Offline: what the service worker serves for a page not saved on this device.
  [`.${c.offline}`]: {
    ...messagePage,
    ...linkList(),
    '& .status': { ...kicker, textTransform: 'uppercase' },
    '& h1': heading,
    '& .retry': { ...primaryAction, margin: spacing(2, 0, 5), '&:focus-visible': focusRing(2, vars.palette.text.primary) },
  },
};

export const layoutStyles: StaticStyles = { ...appBar, ...frame, ...docsPage, ...messages };
