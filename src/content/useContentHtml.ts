import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { arrivedRests, historyStep, restTools } from './arrivedRests';
import { CONTENT_BODY_ATTRIBUTE, CONTENT_IN_DOCUMENT } from './shared/contentInDocument';
import type { FirstScreen } from './shared/firstScreen';

/** The markup of the page's content element, as the exported document delivered it. */
function contentFromDocument(): string {
  if (typeof document === 'undefined') {
    return '';
  }
  return document.querySelector(`[${CONTENT_BODY_ATTRIBUTE}]`)?.innerHTML ?? '';
}

export interface ContentHtml {
  /** The markup to render into the content element now. */
  html: string;
  /** The whole body is in the document (the rest of it has been added after the first screen). */
  complete: boolean;
  /** The content element's ref: the rest of the body is added to it. */
  attachBody: (element: HTMLDivElement | null) => void;
}

/** The page's body: its first screen, and the rest, when known (null: still to be fetched). */
interface Body {
  first: string;
  rest: string | null;
}

/**
 * The content HTML to render. On the first page of a visit the page data holds a marker
 * instead (src/layout/build/contentOnce.ts): the HTML is read back from the document, once,
 * before anything renders into it (islands mount after hydration).
 *
 * Pages reached by a client-side navigation carry their HTML in the data and, when it is long
 * (`firstScreen`, src/content/shared/firstScreen.ts), draw it in two steps: the first blocks,
 * so that the new page is on screen after parsing, styling and laying out a tenth of it, then,
 * after that frame, the rest, added to the same element. The exported data holds the first
 * screen only and names the rest's file (`rest`, src/content/bodyRest.ts), whose fetch the
 * navigator starts with the data's (a history step to a page not seen in this visit starts it
 * here); the rest is added once it has arrived, and a failure loads the page in full. A page opened at an
 * anchor, or reached by going back or forward (whose scroll position is further down), draws
 * its body whole when it can. Whatever reads the body as a whole (islands, the API filter)
 * waits for `complete`.
 */
export function useContentHtml(html: string, firstScreen: FirstScreen | null, restUrl?: string): ContentHtml {
  const [fromDocument] = useState(() => (html === CONTENT_IN_DOCUMENT ? contentFromDocument() : null));
  const splitAt = firstScreen?.end;
  const depth = firstScreen?.depth ?? 0;
  // As text, so that the effect below depends on the offsets, not on the array holding them.
  const pieces = (firstScreen?.pieces ?? []).join(' ');
  const body = useMemo<Body>(() => {
    if (html === CONTENT_IN_DOCUMENT) return { first: fromDocument ?? contentFromDocument(), rest: '' };
    if (restUrl) return { first: html, rest: arrivedRests.get(restUrl) ?? null };
    const end = splitAt !== undefined && splitAt < html.length ? splitAt : html.length;
    return { first: html.slice(0, end), rest: html.slice(end) };
  }, [html, fromDocument, splitAt, restUrl]);
  // The server renders it whole: the exported document carries the whole body (readers without
  // JavaScript, search engines, and the first page of a visit, which reads it back). Decided once
  // per page: a later change of the address (an anchor clicked) does not redraw it.
  const whole = useMemo(
    () => typeof window === 'undefined' || body.rest === '' || (body.rest !== null && (window.location.hash !== '' || historyStep.pending)),
    [body],
  );
  const [completed, setCompleted] = useState<Body | null>(null);
  const element = useRef<HTMLDivElement | null>(null);
  const attachBody = useCallback((node: HTMLDivElement | null) => {
    element.current = node;
  }, []);
  useEffect(() => {
    historyStep.pending = false;
  }, [body]);
  useEffect(() => {
    if (whole || !element.current) return undefined;
    // Set by the navigator's code, which a page change that splits came through; failing that, a full load.
    if (!restTools.addAfterFirstFrame) {
      window.location.reload();
      return undefined;
    }
    return restTools.addAfterFirstFrame({
      element: element.current,
      depth,
      rest: body.rest !== null ? { html: body.rest } : { url: restUrl ?? '' },
      pieces: pieces === '' ? [] : pieces.split(' ').map((offset) => Number(offset) - (splitAt ?? 0)),
      onAdded: () => {
        setCompleted(body);
        // Fetched late: an anchor the address names can only be scrolled to now.
        const id = body.rest === null ? decodeURIComponent(window.location.hash.slice(1)) : '';
        if (id) document.getElementById(id)?.scrollIntoView();
      },
      onFailed: () => window.location.reload(),
    });
  }, [body, whole, restUrl, depth, pieces, splitAt]);
  const shown = whole ? body.first + (body.rest ?? '') : body.first;
  return { html: shown, complete: whole || completed === body, attachBody };
}
