/** Same-origin requests whose responses the worker keeps: build output and navigation data. */
const WARMED_PREFIXES = ['/_next/static/', '/_next/data/'];

/**
 * What the worker should cache after its first install, for the page it did not yet control:
 * the page itself (without its #fragment) and the same-origin build assets it loaded, so the
 * first page a reader visits also opens offline.
 */
export function urlsToWarm(pageUrl: string, resourceUrls: readonly string[]): string[] {
  const page = new URL(pageUrl);
  page.hash = '';
  const assets = resourceUrls.filter((resource) => {
    const url = new URL(resource, page);
    return url.origin === page.origin && WARMED_PREFIXES.some((prefix) => url.pathname.startsWith(prefix));
  });
  return [...new Set([page.href, ...assets])];
}
