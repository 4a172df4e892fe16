/**
 * Which requests the worker caches at runtime, by kind. Pure functions of the request's URL
 * and mode, shared by the worker and its unit tests.
 */

export interface RequestInfo {
  url: URL;
  /** `request.mode`: `navigate` for page loads. */
  mode: string;
  /** Whether the URL has the worker's own origin. */
  sameOrigin: boolean;
}

/** A page: a navigation, or a same-origin trailing-slash URL (the export's page addresses). */
export function isPageRequest({ url, mode, sameOrigin }: RequestInfo): boolean {
  return mode === 'navigate' || (sameOrigin && url.pathname.endsWith('/'));
}

/** Client-side navigation data, versioned by build id: `/_next/data/<buildId>/...json`. */
export function isDataRequest({ url, sameOrigin }: RequestInfo): boolean {
  return sameOrigin && url.pathname.startsWith('/_next/data/');
}

/** Build output with hashed or build-id-versioned URLs: never changes once published. */
export function isHashedAsset({ url, sameOrigin }: RequestInfo): boolean {
  return sameOrigin && url.pathname.startsWith('/_next/static/');
}
