/** Class names of the navigation's elements, styled at build time (src/navigation/build/styles.ts). */
export const navigationClasses = {
  breadcrumbs: 'docs-breadcrumbs',
  prevNext: 'docs-prev-next',
  toc: 'docs-toc',
} as const;
