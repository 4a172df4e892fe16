// The islands' CSS modules stay in every page's first stylesheet: the server's markup of the
// islands is on screen, and must be styled, before their code (and its CSS chunk) arrives.
import '@/src/feedback/feedback.module.css';
import '@/src/navigation/pageMarkers.module.css';
import { island } from '@/src/loading/island';
import type * as PageParts from './pageParts';

/**
 * The page parts as islands (src/loading/island.tsx): rendered by the server, adopted as they
 * are by hydration, and rendered by React once their chunk has arrived, right after hydration.
 * The client build drops the server branch, with the module (Next.js's compiler replaces
 * `typeof window` in each build).
 */
const server =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a require() the client build removes: an import would put the page parts in every page's first JavaScript
      (require('./pageParts') as typeof PageParts)
    : null;
const load = () => import('./pageParts');

export const PageActions = island('page-actions', () => load().then((parts) => parts.PageActions), server?.PageActions ?? null);
export const PageFeedback = island('page-feedback', () => load().then((parts) => parts.PageFeedback), server?.PageFeedback ?? null);
export const PageMarkers = island('page-markers', () => load().then((parts) => parts.PageMarkers), server?.PageMarkers ?? null, 'span');
export const PrevNext = island('prev-next', () => load().then((parts) => parts.PrevNext), server?.PrevNext ?? null);
export const Toc = island('toc', () => load().then((parts) => parts.Toc), server?.Toc ?? null);
