/**
 * The rest of a long page's body (after its first screen), which a page's data names by URL
 * (`rest`, written by scripts/build/bodyRest.ts) rather than carrying: the data of every page
 * stays small, and the first screen renders from it alone. Fetched once per URL (the files are
 * content-hashed) and kept for the visit, so going back to a page finds its rest at once.
 */
import { loadOnce } from '@/src/loading/loadOnce';

const texts = new Map<string, string>();
const loads = new Map<string, () => Promise<string>>();

/** The rest at `url`, if it has arrived. */
export function arrivedRest(url: string): string | undefined {
  return texts.get(url);
}

/** Fetches the rest at `url` (once; a failure is forgotten, so the next call tries again). */
export function loadRest(url: string): Promise<string> {
  let load = loads.get(url);
  if (!load) {
    load = loadOnce(async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const { html } = (await response.json()) as { html?: unknown };
      if (typeof html !== 'string') throw new Error(`${url} holds no HTML`);
      texts.set(url, html);
      return html;
    });
    loads.set(url, load);
  }
  return load();
}

/** The `rest` URL of a page's data (Next.js's parsed JSON), if it names one. */
export function restOfPageData(json: unknown): string | null {
  const rest = (json as { pageProps?: { rest?: unknown } } | null)?.pageProps?.rest;
  return typeof rest === 'string' && rest.startsWith('/') ? rest : null;
}
