import type { IslandComponent, IslandName } from '@/src/islands/definitions';

type IslandModule = { default: IslandComponent };

/** The island's code and emotion's cache provider, which comes with the first island. */
function withSiteCache(load: () => Promise<IslandModule>): () => Promise<IslandModule> {
  return () =>
    Promise.all([load(), import('@/src/islands/inSiteCache')]).then(([island, { inSiteCache }]) => ({ default: inSiteCache(island.default) }));
}

/** Where each island's code lives; fetched only on pages that embed it, after hydration. */
export const ISLAND_LOADERS: Record<IslandName, () => Promise<IslandModule>> = {
  'theme-builder': withSiteCache(() => import('@/src/themeBuilder/ThemeBuilder')),
  'locale-demo': withSiteCache(() => import('@/src/demos/LocaleDemo')),
  demo: withSiteCache(() => import('@/src/demos/Demo')),
};
