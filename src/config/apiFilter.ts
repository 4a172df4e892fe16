/**
 * The API member filter's numbers, beside src/config/constants.ts rather than in it: that module
 * is part of every page's first JavaScript, and these are only read by the filter's own chunks
 * (src/content/apiFilter) and the build.
 */
import { DEBOUNCE_MS } from './constants';

/**
 * The API member filter (src/content/apiFilter): its script loads when the reader reaches the
 * box (focus, pointer) or when the page is idle, at the latest this long after it could start;
 * the number of matches is announced once typing has paused, the address follows at the pace
 * of other typing; a query longer than this many characters is cut (the box takes no more).
 */
export const API_FILTER = {
  idleTimeoutMs: 4000,
  announceDelayMs: 1000,
  addressDelayMs: DEBOUNCE_MS,
  maxQueryLength: 100,
} as const;
