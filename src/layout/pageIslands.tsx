// The islands' CSS modules stay in every page's first stylesheet: the server's markup of the
// islands is on screen, and must be styled, before their code (and its CSS chunk) arrives.
import '@/src/feedback/feedback.module.css';
import '@/src/navigation/pageMarkers.module.css';
import { island } from '@/src/islands/island';

/**
 * The page parts as islands (src/islands/island.tsx): rendered by the server, adopted as they
 * are by hydration, and rendered by React once their chunk has arrived, right after hydration.
 * The client build drops the server branch, with its import (Next.js's compiler replaces
 * `typeof window` in each build).
 */
const server = typeof window === 'undefined' ? await import('./pageParts') : null;
const load = () => import('./pageParts');

export const PageActions = island({ name: 'page-actions', load: () => load().then((parts) => parts.PageActions), server: server?.PageActions ?? null });
export const PageFeedback = island({ name: 'page-feedback', load: () => load().then((parts) => parts.PageFeedback), server: server?.PageFeedback ?? null });
export const PageMarkers = island({
  name: 'page-markers',
  load: () => load().then((parts) => parts.PageMarkers),
  server: server?.PageMarkers ?? null,
  wrapper: 'span',
});
export const PrevNext = island({ name: 'prev-next', load: () => load().then((parts) => parts.PrevNext), server: server?.PrevNext ?? null });
export const Toc = island({ name: 'toc', load: () => load().then((parts) => parts.Toc), server: server?.Toc ?? null });
