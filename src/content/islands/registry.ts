import type { ComponentType } from 'react';
import type { DemoData, IslandName } from './definitions';

/** What an island component receives: its directive's attributes, and a demo's build data. */
export interface IslandProps {
  props: Readonly<Record<string, string>>;
  demo?: DemoData;
}

export type IslandComponent = ComponentType<IslandProps>;

/** Where each island's code lives; fetched only on pages that embed it, after hydration. */
export const ISLAND_LOADERS: Record<IslandName, () => Promise<{ default: IslandComponent }>> = {
  'theme-builder': () => import('@/src/theme/builder/ThemeBuilder'),
  'locale-demo': () => import('@/src/i18n/LocaleDemo'),
  demo: () => import('@/src/demos/Demo'),
};
