/** Class names of the content's elements, styled at build time (src/content/build/styles.ts). */
export const contentClasses = {
  markdownBody: 'docs-markdown',
  islandFailure: 'docs-island-failure',
} as const;
