/** Class names of the search button, styled at build time (src/search/build/styles.ts). */
export const searchClasses = {
  button: 'docs-search-button',
} as const;
