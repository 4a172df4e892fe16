import { PRODUCT_NAME } from '@/src/config/site';
import { RUNTIME_CACHES } from './config';

export interface SavedPage {
  href: string;
  title: string;
}

const TITLE_SUFFIX = ` - ${PRODUCT_NAME}`;

/** The title a saved page shows, or null for pages not worth listing (noindex: redirects, 404). */
export function savedPageTitle(html: string): string | null {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const robots = document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '';
  // Page titles read "Sorting - MUI X": the list needs only the first part.
  const full = document.title.trim();
  const title = full.endsWith(TITLE_SUFFIX) ? full.slice(0, -TITLE_SUFFIX.length) : full;
  return robots.includes('noindex') || title === '' ? null : title;
}

/**
 * The pages the service worker saved on this device (visited while it was active), read
 * from Cache Storage, sorted by title. Empty when there is no Cache Storage.
 */
export async function readSavedPages(): Promise<SavedPage[]> {
  if (typeof caches === 'undefined' || !(await caches.has(RUNTIME_CACHES.pages))) {
    return [];
  }
  const cache = await caches.open(RUNTIME_CACHES.pages);
  const requests = await cache.keys();
  const pages = await Promise.all(
    requests.map(async (request): Promise<SavedPage | null> => {
      const response = await cache.match(request);
      const title = response ? savedPageTitle(await response.text()) : null;
      const url = new URL(request.url);
      return title ? { href: `${url.pathname}${url.search}`, title } : null;
    }),
  );
  return pages
    .filter((page): page is SavedPage => page !== null)
    .sort((a, b) => a.title.localeCompare(b.title));
}
