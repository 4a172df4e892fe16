/**
 * The islands the content's markup places (see island.tsx for the mechanism): each `::demo`,
 * `::theme-builder` or `::locale-demo` of a page is a placeholder in the compiled HTML, of the
 * island's reserved height, holding what readers without JavaScript see. Its component renders
 * into it once the placeholder comes near the screen (or the page is printed), as a
 * transition, inside an error boundary with a Try again button.
 */
import { startTransition, Suspense, use, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { ISLAND_MOUNT_MARGIN_PX } from '@/src/config/constants';
import { useFeatureTranslate } from '@/src/i18n/featureStrings';
import { loadOnce } from '@/src/loading/loadOnce';
import { islandClasses } from './classes';
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

/** Suspends until the island's code is there; a failed load throws to the boundary. */
function IslandCode({ island, loaders }: { island: IslandInstance; loaders: IslandLoaders }) {
  const { default: Island } = use(loadIsland(island.name, loaders));
  return <Island props={island.props} demo={island.demo} />;
}

/** Renders one island into its placeholder (the page's static HTML keeps the space). */
function IslandPortal({ island, loaders }: { island: IslandInstance; loaders: IslandLoaders }) {
  const t = useFeatureTranslate(ISLAND_STRINGS);
  const [attempt, setAttempt] = useState(0);
  // The placeholder only exists in the browser, once the content HTML is in the document. An
  // island renders when it comes near the screen (a live demo costs a phone's main thread up
  // to a second: a page with five demos no longer pays for all of them at load), or before
  // printing; then as a transition, which React renders in slices between the reader's input.
  const [target, setTarget] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const placeholder = document.getElementById(island.id);
    if (!placeholder) {
      return;
    }
    if (typeof IntersectionObserver === 'undefined') {
      startTransition(() => setTarget(placeholder));
      return;
    }
    const stopWatching = () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', mount);
    };
    const mount = () => {
      stopWatching();
      startTransition(() => setTarget(placeholder));
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && mount(), {
      rootMargin: `${ISLAND_MOUNT_MARGIN_PX}px 0px`,
    });
    observer.observe(placeholder);
    window.addEventListener('beforeprint', mount);
    return stopWatching;
  }, [island.id]);
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
      {/* While the code is on its way, a demo's empty placeholder says so (demoLoadingCss in the page's <head>, no JavaScript). */}
      <Suspense fallback={null}>
        <IslandCode island={island} loaders={loaders} />
      </Suspense>
    </IslandBoundary>,
    target,
  );
}

export interface ContentIslandsProps {
  islands: readonly IslandInstance[];
  /** Changes with the page: a new page's islands start afresh. */
  contentKey: string;
  loaders: IslandLoaders;
}

/** The page's content islands, each rendered into its placeholder as it comes near the screen. */
export function ContentIslands({ islands, contentKey, loaders }: ContentIslandsProps) {
  return islands.map((island) => <IslandPortal key={`${contentKey}-${island.id}`} island={island} loaders={loaders} />);
}
