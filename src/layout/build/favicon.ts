/**
 * The site's SVG icon, written into each page's <head> as a `data:` URL instead of a link to
 * public/favicon.svg. A linked icon is a request the browser makes while the page is still
 * painting, and on a slow connection it can delay the largest paint by a round trip. The file
 * stays for what links to it by URL (the service worker's precache, other sites).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const DATA_URL_PREFIX = 'data:image/svg+xml,';

/**
 * `svg` as a `data:` URL: whitespace runs collapsed, and percent-encoded what a URL cannot carry
 * as it is, with the quotes and `&` (the HTML writer would escape those as entities, longer).
 */
export function svgDataUrl(svg: string): string {
  const compact = svg.trim().replace(/\s+/g, ' ');
  // encodeURIComponent leaves ' as it is.
  const encoded = compact.replace(/[%#<>?[\\\]^`{|}"'&]|[^\x20-\x7e]/gu, (character) => encodeURIComponent(character).replace(/'/g, '%27'));
  return `${DATA_URL_PREFIX}${encoded}`;
}

/** public/favicon.svg as a `data:` URL, read once per build. */
export const FAVICON_DATA_URL = svgDataUrl(readFileSync(path.join(process.cwd(), 'public', 'favicon.svg'), 'utf8'));
