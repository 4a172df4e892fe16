/**
 * Every number the site's look and behaviour depend on, named once.
 * Other modules import from here; a literal that repeats one of these values is a bug.
 */

/** Theme geometry: Material UI's defaults (breakpoints, spacing, elevation, type, z-index, transitions), with the site's own 12 px radius. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export const SPACING_UNIT_PX = 8;
export const COMPONENT_BORDER_RADIUS_PX = 4;
export const SITE_BORDER_RADIUS_PX = 12;
export const MAX_ELEVATION = 24;
export const BASE_FONT_SIZE_PX = 14;
export const HTML_FONT_SIZE_PX = 16;

export const Z_INDEX = {
  mobileStepper: 1000,
  fab: 1050,
  speedDial: 1050,
  appBar: 1100,
  drawer: 1200,
  modal: 1300,
  snackbar: 1400,
  tooltip: 1500,
} as const;

export const TRANSITION_DURATIONS_MS = {
  shortest: 150,
  shorter: 200,
  short: 250,
  standard: 300,
  complex: 375,
  enteringScreen: 225,
  leavingScreen: 195,
} as const;

/** Palette generation: Material UI's defaults (text contrast 3:1, light and dark variants 20 % off the main colour). */
export const CONTRAST_THRESHOLD = 3;
export const TONAL_OFFSET = 0.2;

/** Interaction timing: the wait after the last input (search, theme builder) and how long copy feedback shows. */
export const DEBOUNCE_MS = 166;
/** The table of contents follows the scroll at most once per this interval (a throttle, not a debounce). */
export const TOC_SCROLL_THROTTLE_MS = DEBOUNCE_MS;
/**
 * A new deploy's service worker reloads the page only while its window has focus; without
 * focus, focus is checked again this often.
 */
export const SW_RELOAD_FOCUS_POLL_MS = 100;
/**
 * A page whose code has not started this long after its HTML began gets the no-JavaScript
 * fallbacks back (src/layout/noScriptFallback.ts): a hung connection or a shell a previous
 * deploy's worker no longer holds. A script that fails to load puts them back at once.
 */
export const NO_SCRIPT_FALLBACK_AFTER_MS = 6000;
export const COPY_FEEDBACK_MS = 2000;
export const INLINE_COPY_FEEDBACK_MS = 1200;
/** An edited demo re-renders once the reader has paused typing this long. */
export const DEMO_EDITOR_DEBOUNCE_MS = 300;
/**
 * How long edited demo code may keep the page busy in one go: a loop still running after this
 * is stopped and its line reported (src/demos/editor/sandbox.ts), so the tab never hangs.
 */
export const DEMO_EDITOR_LOOP_LIMIT_MS = 1000;
/**
 * How close (px beyond the screen's top and bottom edges) a demo or other island comes before it
 * renders: mounting a live component costs a phone's main thread up to a second, so it happens
 * just before the reader reaches it, not for every demo of a page at load.
 */
export const ISLAND_MOUNT_MARGIN_PX = 200;
/* The API member filter's numbers are in ./apiFilter.ts: only its own chunks read them. */

/** Preferences: the cookies that carry them last a year. */
export const PREFERENCE_COOKIE_MAX_AGE_S = 31_536_000;

/** Analytics: web vitals are reported for one page view in 10,000. */
export const WEB_VITALS_SAMPLE_RATE = 1 / 10_000;
/**
 * `page_view` waits this long after a route change (a macrotask): next/head updates the title
 * in a microtask after the new page commits, and the event must carry the new title.
 */
export const PAGE_VIEW_DELAY_MS = 0;

/** Advertising slot: polling for the ad network's element, the shares of each shape, the slot's size. */
export const AD = {
  pollIntervalMs: 500,
  maxPolls: 30,
  /** More than this many polls without the network element means an ad blocker. */
  adblockPollThreshold: 6,
  adblockMessageShare: 0.2,
  inlineShapeShare: 0.2,
  displaySampleRatio: 0.1,
  displayEventDelayMs: 2500,
  imageWidthPx: 130,
  imageHeightPx: 100,
  slotMinHeightPx: 126,
  slotMinHeightSmallPx: 142,
  slotMarginSpacing: 3,
  maxFetchAttempts: 10,
  /** The ad network's script is injected this long after the slot mounts ("a short timeout"). */
  scriptDelayMs: 100,
} as const;

/** The content report's floor (planned pages excepted): prose words per page, live demos per feature page. */
export const MIN_WORDS = 300;
export const MIN_DEMOS = 2;

/** Front matter limits for every markdown page. */
export const FRONT_MATTER = {
  titleMaxLength: 70,
  descriptionMaxLength: 160,
} as const;

/**
 * Page-speed budget: gzip bytes of JavaScript a page's HTML loads (`npm run check:budget`). React
 * and Next.js alone take about 110 kB of it; what a page needs later loads on demand
 * (docs/performance.md). 122 kB since the shell guards every page against deploy skew, unusable
 * page data, a throwing render and refused cookies (about 1 kB together, all of it code that
 * must be there before anything fails). 122.5 kB since the navigator sets the slices of React's
 * scheduler for page changes (renderInOnePiece.ts): the scheduler, which react-dom loads
 * anyway, then travels in a chunk of its own, 0.2 kB more gzip for the same code.
 */
export const PROSE_PAGE_JS_BUDGET_BYTES = 122.5 * 1024;

/**
 * Raw bytes of any exported page's HTML (`npm run check:budget`): what a phone downloads and
 * parses before the page is whole, demos' sources and API tables included.
 */
export const PAGE_HTML_BUDGET_BYTES = 300_000;

/**
 * Raw bytes of any page's data (`/_next/data/…json`, what a client-side page change fetches):
 * Next.js's own threshold for data that "can reduce performance" (128 000 bytes).
 */
export const PAGE_DATA_BUDGET_BYTES = 128_000;

/**
 * How long React may render a page change before it yields to the browser
 * (src/navigation/renderInOnePiece.ts; React's own slice is 5 ms): long enough for a page's
 * render on a slow phone to be one piece, short enough for a click or key to wait at most this.
 */
export const PAGE_CHANGE_RENDER_SLICE_MS = 50;

/** Service worker: how many responses each runtime cache keeps (the least recently used go first). */
export const SW_CACHE_MAX_ENTRIES = { pages: 200, data: 200, assets: 300, search: 300 } as const;

/** Search: how much of a query's results the dialog loads and shows. */
export const SEARCH = {
  /**
   * Pages whose result details are loaded for one query (one fragment each: 1-18 kB gzip, the
   * long API pages the most): what `npm run bench` reports as the first query's bytes.
   */
  maxPages: 8,
  /** Pages of the reader's current product loaded on top of those, so they can come first. */
  maxCurrentProductPages: 3,
  /**
   * From this many characters typed, the search and its pages' details start at each keystroke
   * (shown once the debounce is over); shorter queries only preload their index chunks, as a
   * one- or two-letter prefix matches most of the site.
   */
  eagerQueryLength: 3,
  /** Sections (headings, API members) shown under one page. */
  maxSectionsPerPage: 3,
  /** Words Pagefind puts in one excerpt. */
  excerptWords: 16,
  /** Recent searches kept on the device. */
  maxRecent: 5,
  /**
   * Characters of a query the search reads (the input takes no more, with a note saying so): a
   * 10,000-character query cost 18–28 s of work on a loaded two-core machine.
   */
  maxQueryLength: 200,
  /**
   * Pagefind's ranking: a long page is hardly penalised (default 0.75), so an API page with
   * hundreds of members still ranks for the one member typed.
   */
  ranking: { pageLength: 0.1 },
  /**
   * Typo tolerance (src/search/typos.ts): a query word of `oneTypoFrom` letters or more that
   * the index does not know is corrected to a known word one edit away (a letter added, dropped,
   * changed, or two swapped); from `twoTyposFrom` letters, two edits away. Shorter words are
   * never corrected: at three letters, one edit reaches too many words.
   */
  typos: { oneTypoFrom: 4, twoTyposFrom: 8 },
} as const;

/** Social cards (`og:image`): every page's card is a PNG of this size, in CSS pixels. */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

/** The sitemap protocol's limit of URLs in one sitemap file (sitemaps.org, protocol 0.9). */
export const SITEMAP_MAX_URLS = 50_000;
