/** The demo page measured (Lighthouse, and its first demo scrolled into view on a phone). */
export const DEMO_PAGE = '/x/react-data-grid/sorting/';

/** Representative pages of each type, measured by every bench. A demo page's demos mount as they come near the screen. */
export const BENCH_PAGES: { type: string; url: string }[] = [
  { type: 'prose page', url: '/x/introduction/licensing/' },
  { type: 'API page', url: '/x/api/data-grid/data-grid/' },
  { type: 'demo page', url: DEMO_PAGE },
];
