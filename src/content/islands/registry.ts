import type { IslandComponent, IslandName } from './definitions';

/** Where each island's code lives; fetched only on pages that embed it, after hydration. */
export const ISLAND_LOADERS: Record<IslandName, () => Promise<{ default: IslandComponent }>> = {
  'theme-builder': () => import('@/src/theme/builder/ThemeBuilder'),
  'locale-demo': () => import('@/src/i18n/LocaleDemo'),
  demo: () => import('@/src/demos/Demo'),
};
