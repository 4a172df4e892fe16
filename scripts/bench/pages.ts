/** Representative pages of each type, measured by every bench. A demo page's demos load after hydration. */
export const BENCH_PAGES: { type: string; url: string }[] = [
  { type: 'prose page', url: '/x/introduction/licensing/' },
  { type: 'API page', url: '/x/api/data-grid/data-grid/' },
  { type: 'demo page', url: '/x/react-data-grid/sorting/' },
];
