import type { IslandComponent, IslandName } from './definitions';

type IslandModule = { default: IslandComponent };

/** The island's code and emotion's cache provider, which comes with the first island. */
function withSiteCache(load: () => Promise<IslandModule>): () => Promise<IslandModule> {
  return () =>
    Promise.all([load(), import('./inSiteCache')]).then(([island, { inSiteCache }]) => ({ default: inSiteCache(island.default) }));
}

/** Where each island's code lives; fetched only on pages that embed it, after hydration. */
export const ISLAND_LOADERS: Record<IslandName, () => Promise<IslandModule>> = {
  'theme-builder': withSiteCache(() => import('@/src/theme/builder/ThemeBuilder')),
  'locale-demo': withSiteCache(() => import('@/src/i18n/LocaleDemo')),
  demo: withSiteCache(() => import('@/src/demos/Demo')),
};
