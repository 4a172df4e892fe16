/** Class names of the content's elements, styled at build time (src/content/build/styles.ts). */
export const contentClasses = {
  markdownBody: 'docs-markdown',
} as const;
