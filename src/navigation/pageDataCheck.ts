/**
 * Whether the page data Next.js fetched for a client-side navigation can render the page, read
 * from the router's own cache, so the navigator decides without downloading the data again.
 *
 * Next.js parses the body of a data response that answered 200 and renders whatever it got:
 * a captive portal's HTML page or JSON cut short parse to nothing, the page renders without its
 * props and the reader gets "Application error". Such data is not used: the page is loaded in
 * full instead, which shows what the server really has.
 */

/** The part of an entry of Next.js's data cache (`router.sdc`) read here. */
export interface FetchedPageData {
  /** The parsed body; null when it was not JSON. */
  json: unknown;
}

/** Next.js's data cache: data URL (absolute) → the fetch, settled or not. */
export type PageDataCache = Readonly<Record<string, Promise<FetchedPageData> | undefined>>;

/** The JSON Next.js writes for a statically generated page: `{ "pageProps": {…}, "__N_SSG": true }`. */
export function isUsablePageData(json: unknown): boolean {
  if (typeof json !== 'object' || json === null) {
    return false;
  }
  const { pageProps, __N_SSG: ssg } = json as { pageProps?: unknown; __N_SSG?: unknown };
  return ssg === true && typeof pageProps === 'object' && pageProps !== null && !Array.isArray(pageProps);
}

const withoutQuery = (url: string) => url.replace(/[?#].*$/, '');

export type DataVerdict = 'usable' | 'unusable' | 'none';

/**
 * The verdict on what the router holds for a page's data URL (`fetchedData`): `usable` or
 * `unusable` data (a 200 whose body cannot render the page), or `none` when it holds nothing (the fetch failed, and Next.js dropped it, or never happened, as
 * under `next dev`, which does not prefetch).
 */
export function verdictOf(json: unknown): DataVerdict {
  if (json === undefined) {
    return 'none';
  }
  return isUsablePageData(json) ? 'usable' : 'unusable';
}

/**
 * The parsed data the router holds for `url` (null: not JSON), or undefined when it holds none.
 * `url` is absolute; Next.js adds the route's parameters as a query, which is ignored.
 */
export async function fetchedData(cache: PageDataCache | undefined, url: string): Promise<unknown> {
  const key = Object.keys(cache ?? {}).find((candidate) => withoutQuery(candidate) === withoutQuery(url));
  const entry = key === undefined ? undefined : cache?.[key];
  const fetched = entry ? await entry.catch(() => null) : null;
  return fetched ? fetched.json : undefined;
}

/**
 * A page whose data is missing: `_next/data/<build id>/` belongs to one deploy, and after the
 * next one it answers 404 for every page (or 410 where a host says so). The page itself most
 * likely exists in the new deploy; a full load shows it, or the site's not-found page.
 */
export function isMissingPageData(status: number): boolean {
  return status === 404 || status === 410;
}
