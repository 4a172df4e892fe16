/** Class names of the page actions, styled at build time (src/twins/build/styles.ts). */
export const twinsClasses = {
  pageActions: 'docs-page-actions',
} as const;
