// The drawer's CSS module stays in every page's first stylesheet: its server markup is on screen
// before the island's code (and its CSS chunk) arrives.
import '@/src/navigation/navTree.module.css';
import { island } from '@/src/loading/island';
import type * as DrawerNavTreeModule from '@/src/navigation/DrawerNavTree';
import type * as BrandMarkModule from './BrandMark';
import type * as HeaderToolsModule from './HeaderTools';

/**
 * The frame's islands (src/loading/island.tsx): the app bar's tools, the drawer's tree and the
 * brand mark (an SVG drawing: an image file would be one more request before the first paint),
 * rendered by the server, adopted by hydration and rendered by React right after. The client
 * build drops the server branches, with their modules.
 */
const server =
  typeof window === 'undefined'
    ? {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a require() the client build removes: an import would put the tools in every page's first JavaScript
        ...(require('./HeaderTools') as typeof HeaderToolsModule),
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- as above, for the drawer's tree
        ...(require('@/src/navigation/DrawerNavTree') as typeof DrawerNavTreeModule),
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- as above, for the brand mark
        ...(require('./BrandMark') as typeof BrandMarkModule),
      }
    : null;

export const HeaderTools = island('header-tools', () => import('./HeaderTools').then((module) => module.HeaderTools), server?.HeaderTools ?? null);

export const DrawerNavTree = island(
  'drawer-tree',
  () => import('@/src/navigation/DrawerNavTree').then((module) => module.DrawerNavTree),
  server?.DrawerNavTree ?? null,
);

export const BrandMark = island('brand-mark', () => import('./BrandMark').then((module) => module.BrandMark), server?.BrandMark ?? null, 'span');
