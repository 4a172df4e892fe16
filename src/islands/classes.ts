/** Class names of islands, styled by the shell's and the content's style sheets (build time). */
export const islandClasses = {
  /** The wrapper of an island the page's React tree renders: `display: contents`. */
  wrapper: 'docs-island',
  /** What an island shows when its code failed to load or to render. */
  failure: 'docs-island-failure',
} as const;

/**
 * Set on an island's placeholder once its component is mounted. The content's style sheet
 * then stops skipping it off screen (content-visibility): a component measuring itself, such
 * as the data grid, would otherwise read a size of 0 when the reader scrolls past it.
 */
export const ISLAND_LIVE_ATTRIBUTE = 'data-live';
