/**
 * The rest of a long page's body (after its first screen), which a page's data names by URL
 * (`rest`, written by scripts/build/bodyRest.ts) rather than carrying: the data of every page
 * stays small, and the first screen renders from it alone. Fetched once per URL (the files are
 * content-hashed) and kept for the visit (./arrivedRests.ts), so going back to a page finds its
 * rest at once. Loaded after hydration, with the navigator, outside the first JavaScript.
 */
import { loadOnce } from '@/src/loading/loadOnce';
import { arrivedRests, historyStep, restTools } from './arrivedRests';

/** The rest of the body comes after the first screen's frame, or after this long without frames (a hidden tab). */
const REST_AT_LATEST_MS = 200;

const loads = new Map<string, () => Promise<string>>();

window.addEventListener('popstate', () => (historyStep.pending = true));

/** Fetches the rest at `url` (once; a failure is forgotten, so the next call tries again). */
export function loadRest(url: string): Promise<string> {
  let load = loads.get(url);
  if (!load) {
    load = loadOnce(async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const { html } = (await response.json()) as { html?: unknown };
      if (typeof html !== 'string') throw new Error(`${url} holds no HTML`);
      arrivedRests.set(url, html);
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

export interface RestToAdd {
  /** The content element. */
  element: HTMLElement;
  /** How deep in it the rest goes: into its last element that deep (src/content/shared/firstScreen.ts). */
  depth: number;
  /** The rest's HTML, or the URL to fetch it from. */
  rest: { html: string } | { url: string };
  /** Where the rest's later pieces begin, as offsets in the rest (FirstScreen's `pieces`). */
  pieces: readonly number[];
  /** It is in the document. */
  onAdded: () => void;
  /** It could not be fetched. */
  onFailed: () => void;
}

/** The rest's markup cut at `pieces` (offsets in it). */
export function restPieces(html: string, pieces: readonly number[]): string[] {
  const cuts = [0, ...pieces.filter((offset) => offset > 0 && offset < html.length), html.length];
  return cuts.slice(1).map((cut, index) => html.slice(cuts[index], cut));
}

/**
 * Adds the rest of the body once the first screen's frame is drawn (and the rest has arrived), a
 * piece per task, so that frames and the reader's input come between them; returns a cancel.
 */
export function addRestAfterFirstFrame({ element, depth, rest, pieces, onAdded, onFailed }: RestToAdd): () => void {
  let cancelled = false;
  const text = 'html' in rest ? Promise.resolve(rest.html) : loadRest(rest.url);
  const afterFrame = new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, REST_AT_LATEST_MS);
  });
  Promise.all([text, afterFrame]).then(
    ([html]) => {
      if (cancelled) return;
      let target: Element = element;
      for (let level = 0; level < depth; level += 1) target = target.lastElementChild ?? target;
      const queue = restPieces(html, pieces);
      const addNext = () => {
        if (cancelled) return;
        target.insertAdjacentHTML('beforeend', queue.shift() ?? '');
        if (queue.length > 0) setTimeout(addNext, 0);
        else onAdded();
      };
      addNext();
    },
    () => {
      if (!cancelled) onFailed();
    },
  );
  return () => {
    cancelled = true;
  };
}

restTools.addAfterFirstFrame = addRestAfterFirstFrame;
