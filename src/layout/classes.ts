/**
 * Class names of the shell's elements. Their styles are compiled at build time
 * (src/layout/build/styles.ts) into the CSS of every page's <head>: no style code ships.
 */
export const layoutClasses = {
  header: 'docs-header',
  menuButton: 'docs-menu-button',
  noScriptMenuLink: 'docs-no-script-menu',
  brand: 'docs-brand',
  productName: 'docs-product-name',
  spacer: 'docs-spacer',
  wideOnly: 'docs-wide-only',
  body: 'docs-body',
  sidebar: 'docs-sidebar',
  main: 'docs-main',
  skipLink: 'docs-skip-link',
  layout: 'docs-layout',
  article: 'docs-article',
  pageHeader: 'docs-page-header',
  pageFooter: 'docs-page-footer',
  backToTop: 'docs-back-to-top',
  navigationError: 'docs-navigation-error',
  notFound: 'docs-not-found',
  offline: 'docs-offline',
} as const;

export { classNames } from '@/src/ui/classes';
