/**
 * The islands the content's markup places (see island.tsx for the mechanism): each `::demo`,
 * `::theme-builder` or `::locale-demo` of a page is a placeholder in the compiled HTML, of the
 * island's reserved height, holding what readers without JavaScript see. Its component renders
 * into it once the placeholder comes near the screen (or the page is printed), as a
 * transition, inside an error boundary with a Try again button.
 */
import { decodeHash } from './hash';
import { startTransition, Suspense, use, useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { ISLAND_MOUNT_MARGIN_PX } from '@/src/config/constants';
import { useFeatureTranslate } from '@/src/i18n/featureStrings';
import { loadOnce } from '@/src/loading/loadOnce';
import { whenIdle } from '@/src/loading/whenIdle';
import { ISLAND_LIVE_ATTRIBUTE, islandClasses } from './classes';
import type { IslandComponent, IslandInstance, IslandName } from './definitions';
import { IslandBoundary } from './IslandBoundary';
import { ISLAND_STRINGS } from './strings';

/** Where each content island's code lives (src/content/islandLoaders.ts). */
export type IslandLoaders = Readonly<Record<IslandName, () => Promise<{ default: IslandComponent }>>>;

/**
 * The code of each island, fetched on first render (one request per island, shared by every
 * placeholder). A failed load is forgotten, so the next attempt (Try again, or the next page
 * with this island) fetches the code anew.
 */
const ISLAND_CODE = new Map<IslandName, () => Promise<{ default: IslandComponent }>>();

function loadIsland(name: IslandName, loaders: IslandLoaders): Promise<{ default: IslandComponent }> {
  let load = ISLAND_CODE.get(name);
  if (!load) {
    load = loadOnce(loaders[name]);
    ISLAND_CODE.set(name, load);
  }
  return load();
}

/** Runs `effect` once, in the commit where this first renders. */
function AfterFirstCommit({ effect }: { effect: () => void }) {
  useLayoutEffect(effect, []); // eslint-disable-line react-hooks/exhaustive-deps -- once: the commit the island first shows in
  return null;
}

/**
 * Suspends until the island's code is there (a failed load throws to the boundary); then
 * renders the island with the server's markup of its placeholder, and, in that same commit,
 * removes that markup: the island has taken its place.
 */
function IslandCode({ island, loaders, server }: { island: IslandInstance; loaders: IslandLoaders; server: ServerMarkup }) {
  const { default: Island } = use(loadIsland(island.name, loaders));
  return (
    <>
      <Island props={island.props} demo={island.demo} markup={server.html} />
      <AfterFirstCommit effect={() => server.elements.forEach((element) => element.remove())} />
    </>
  );
}

/** What the server put in a placeholder: its HTML, and its elements (taken over by the island). */
interface ServerMarkup {
  html: string | null;
  elements: readonly Element[];
}

function serverMarkupOf(placeholder: HTMLElement): ServerMarkup {
  const elements = [...placeholder.children].filter((element) => element.tagName !== 'NOSCRIPT');
  return { html: elements.length > 0 ? placeholder.innerHTML : null, elements };
}

/** Resolves when the browser is idle (or soon, where it cannot say). */
const idle = () => new Promise<void>((resolve) => whenIdle(resolve, 2000, 200));

/** Events by which a reader reaches for a part of the page on the first screen. */
const REACH_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;

/**
 * Renders one island into its placeholder (the page's HTML keeps its space and shows what the
 * server rendered there until the island takes over). When its code runs:
 *
 * - below the first screen: as it comes near the screen (a live demo costs a phone's main
 *   thread up to a second: a page with five demos no longer pays for all of them at load);
 * - on the first screen: as soon as the reader reaches for it (pointer, focus, touch) or scrolls
 *   the page, or when the page is idle, after `prepare` has loaded what it needs a piece at a
 *   time in idle moments, so that the page's load never waits for it;
 * - just below the fold at load (near enough that it would otherwise run at once): as soon as
 *   the reader reaches for it or scrolls;
 * - at once when the page's address names it (`#InitialSort.tsx`).
 * (A printed page shows demos as their source, the server's frame or the live code panel: CSS alone.)
 *
 * It renders as a transition, which React renders in slices between the reader's input.
 */
function IslandPortal({ island, loaders, prepare }: { island: IslandInstance; loaders: IslandLoaders; prepare?: IslandPrepare }) {
  const t = useFeatureTranslate(ISLAND_STRINGS);
  const [attempt, setAttempt] = useState(0);
  // The placeholder only exists in the browser, once the content HTML is in the document.
  const [target, setTarget] = useState<{ element: HTMLElement; server: ServerMarkup } | null>(null);
  useEffect(() => {
    const placeholder = document.getElementById(island.id);
    if (!placeholder) {
      return;
    }
    let done = false;
    const cleanups: (() => void)[] = [];
    const stopWatching = () => cleanups.splice(0).forEach((cleanup) => cleanup());
    const mount = () => {
      if (done) return;
      done = true;
      stopWatching();
      placeholder.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
      startTransition(() => setTarget({ element: placeholder, server: serverMarkupOf(placeholder) }));
    };
    const named = island.demo && decodeHash(window.location.hash)?.replace(/\.(tsx|js)$/, '') === island.demo.name;
    if (named || typeof IntersectionObserver === 'undefined') {
      mount();
      return;
    }
    /** Waits for the reader (pointer, focus, touch, a scroll) or, for an island on screen, an idle moment. */
    const waitForReach = (orIdle: boolean) => {
      for (const type of REACH_EVENTS) {
        placeholder.addEventListener(type, mount, { passive: true });
        cleanups.push(() => placeholder.removeEventListener(type, mount));
      }
      window.addEventListener('scroll', mount, { passive: true, once: true });
      cleanups.push(() => window.removeEventListener('scroll', mount));
      if (!orIdle) return;
      void (async () => {
        await idle();
        await prepare?.(island, idle).catch(() => undefined);
        await idle();
        mount();
      })();
    };
    // The observer's first report says where the island is once the page is drawn (no layout
    // forced here, while the new page's content is still unstyled):
    // - on screen: it runs when the reader reaches for it or the page is idle;
    // - just below the fold (within the observer's margin; it would otherwise run during the
    //   load): when the reader scrolls, points or focuses; a phone reading the text above it
    //   pays nothing for it until then;
    // - further down: as it comes near.
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.find((candidate) => candidate.isIntersecting);
        if (first) {
          first = false;
          if (entry) {
            observer.disconnect();
            const { top, bottom } = entry.boundingClientRect;
            waitForReach(top < window.innerHeight && bottom > 0);
          }
        } else if (entry) {
          mount();
        }
      },
      { rootMargin: `${ISLAND_MOUNT_MARGIN_PX}px 0px` },
    );
    observer.observe(placeholder);
    cleanups.push(() => observer.disconnect());
    return () => {
      done = true;
      stopWatching();
    };
  }, [island, prepare]);
  if (!target) {
    return null;
  }
  return createPortal(
    <IslandBoundary
      key={attempt}
      fallback={
        <p className={islandClasses.failure} role="alert">
          {t('island.failed')}{' '}
          <button type="button" onClick={() => setAttempt(attempt + 1)}>
            {t('island.retry')}
          </button>
        </p>
      }
    >
      {/* Until the code is there, the placeholder shows the server's markup (a demo's frame and source). */}
      <Suspense fallback={null}>
        <IslandCode island={island} loaders={loaders} server={target.server} />
      </Suspense>
    </IslandBoundary>,
    target.element,
  );
}

/**
 * Loads what an island on the first screen needs, a piece at a time, each after `idle`
 * resolves (a demo's packages one by one), so that none of it is one long task.
 */
export type IslandPrepare = (island: IslandInstance, idle: () => Promise<void>) => Promise<void>;

export interface ContentIslandsProps {
  islands: readonly IslandInstance[];
  /** Changes with the page: a new page's islands start afresh. */
  contentKey: string;
  loaders: IslandLoaders;
  prepare?: IslandPrepare;
}

/** The page's content islands, each rendered into its placeholder when it is time (IslandPortal). */
export function ContentIslands({ islands, contentKey, loaders, prepare }: ContentIslandsProps) {
  return islands.map((island) => <IslandPortal key={`${contentKey}-${island.id}`} island={island} loaders={loaders} prepare={prepare} />);
}
