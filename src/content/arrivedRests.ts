/**
 * What a page reads while it renders about the rest of its body, filled by
 * src/content/bodyRest.ts (loaded after hydration): part of the first JavaScript, so it holds
 * nothing else. The rests that have arrived in this visit: URL → HTML.
 */
import type { RestToAdd } from './bodyRest';

export const arrivedRests = new Map<string, string>();

/**
 * What adds a rest to the page, set by src/content/bodyRest.ts when it loads (with the
 * navigator, which every client-side page change goes through).
 */
export const restTools: { addAfterFirstFrame?: (job: RestToAdd) => () => void } = {};

/**
 * Set when the reader goes back or forward (src/content/bodyRest.ts listens), cleared once the
 * page that step shows has rendered: such a page renders its body whole when it can.
 */
export const historyStep = { pending: false };
