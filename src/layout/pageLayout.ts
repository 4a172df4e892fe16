/**
 * Which wrapper a route gets from _app:
 * - `docs`: theme, app bar and drawer;
 * - `bare`: the theme only (redirect pages);
 * - `playground`: nothing of the site, to try components in isolation.
 */
export type PageLayout = 'docs' | 'bare' | 'playground';

const BARE_ROUTES = new Set(['/', '/x', '/zh', '/zh/x']);

export function pageLayout(routePathname: string): PageLayout {
  const pathname = routePathname.length > 1 ? routePathname.replace(/\/+$/, '') : routePathname;
  if (pathname === '/playground' || pathname.startsWith('/playground/')) {
    return 'playground';
  }
  return BARE_ROUTES.has(pathname) ? 'bare' : 'docs';
}
