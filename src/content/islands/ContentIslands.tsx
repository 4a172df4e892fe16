import styled from '@emotion/styled';
import { lazy, Suspense, useSyncExternalStore, type LazyExoticComponent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from '@/src/i18n/I18nProvider';
import { radius, spacing, vars } from '@/src/theme/tokens';
import type { IslandComponent, IslandInstance, IslandName } from './definitions';
import { IslandBoundary } from './IslandBoundary';
import { ISLAND_LOADERS } from './registry';

/** One lazy component per island, created once; each fetches its code on first render. */
const LAZY = Object.fromEntries(
  Object.entries(ISLAND_LOADERS).map(([name, load]) => [name, lazy(load)]),
) as Record<IslandName, LazyExoticComponent<IslandComponent>>;

const Failure = styled('p')({
  margin: 0,
  padding: spacing(2),
  borderRadius: radius,
  border: `1px dashed ${vars.palette.divider}`,
  color: vars.palette.text.secondary,
});

const subscribeNever = () => () => {};

/** Renders one island into its placeholder (the page's static HTML keeps the space). */
function IslandPortal({ island }: { island: IslandInstance }) {
  const t = useTranslate();
  // The placeholder only exists in the browser, once the content HTML is in the document.
  const target = useSyncExternalStore(
    subscribeNever,
    () => document.getElementById(island.id),
    () => null,
  );
  if (!target) {
    return null;
  }
  const Island = LAZY[island.name];
  return createPortal(
    <IslandBoundary fallback={<Failure role="alert">{t('islandFailed')}</Failure>}>
      <Suspense fallback={null}>
        <Island props={island.props} demo={island.demo} />
      </Suspense>
    </IslandBoundary>,
    target,
  );
}

/** The page's interactive pieces, each rendered into its placeholder after hydration. */
export function ContentIslands({ islands, contentKey }: { islands: readonly IslandInstance[]; contentKey: string }) {
  return islands.map((island) => <IslandPortal key={`${contentKey}-${island.id}`} island={island} />);
}
