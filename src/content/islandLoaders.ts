import type { IslandPrepare } from '@/src/islands/ContentIslands';
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

/**
 * A demo on the first screen loads its packages one at a time in idle moments before it runs
 * (each is one task instead of a single long one); the modules come from the map the demo
 * editor uses (every package a demo imports, .build/generated/editorModules.js).
 */
export const prepareIsland: IslandPrepare = async (island, idle) => {
  const imports = island.demo?.imports ?? [];
  if (imports.length === 0) {
    return;
  }
  const { EDITOR_MODULES } = await import('@/.build/generated/editorModules');
  for (const specifier of imports) {
    await idle();
    await EDITOR_MODULES[specifier]?.();
  }
};
