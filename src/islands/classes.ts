/** Class names of islands, styled by the shell's and the content's style sheets (build time). */
export const islandClasses = {
  /** The wrapper of an island the page's React tree renders: `display: contents`. */
  wrapper: 'docs-island',
  /** What an island shows when its code failed to load or to render. */
  failure: 'docs-island-failure',
} as const;
