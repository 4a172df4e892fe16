/**
 * After `next build`: the data of a long page (`/_next/data/…/page.json`, what a client-side
 * page change fetches) keeps only the first screen of its body (`firstScreen`); the rest
 * goes to a file of its own, named by a hash of what it holds, under BODY_REST_DIR, and the
 * data names it as `rest` (src/content/bodyRest.ts fetches it). A demo-heavy page's data was
 * over 300 kB, past Next.js's 128 kB warning; the first screen now renders from a few tens of
 * kB, and the rest (below the fold) arrives on its own. The exported HTML documents keep the
 * whole body.
 */
import { hashedUrl } from '@/src/content/build/hashedUrl';

/** Where the rests live: hashed, so cached for good like the other static files. */
export const BODY_REST_DIR = '/_next/static/content';

interface PageData {
  pageProps?: { html?: unknown; firstScreen?: { end?: unknown } | null; rest?: unknown };
}

export type BodyRestSplit = { data: string; rest: { url: string; text: string } } | null;

/** The page data with its body's rest moved out, and that rest's file; null when there is nothing to move. */
export function splitBodyRest(json: string): BodyRestSplit {
  const data = JSON.parse(json) as PageData;
  const props = data.pageProps;
  const end = props?.firstScreen?.end;
  if (!props || typeof props.html !== 'string' || typeof end !== 'number' || props.rest !== undefined) {
    return null;
  }
  if (end <= 0 || end >= props.html.length) {
    return null;
  }
  const text = JSON.stringify({ html: props.html.slice(end) });
  const url = hashedUrl(BODY_REST_DIR, text, 'json');
  props.html = props.html.slice(0, end);
  props.rest = url;
  return { data: JSON.stringify(data), rest: { url, text } };
}
