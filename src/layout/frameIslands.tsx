// The drawer's CSS module stays in every page's first stylesheet: its server markup is on screen
// before the island's code (and its CSS chunk) arrives.
import '@/src/navigation/navTree.module.css';
import { island } from '@/src/islands/island';

/**
 * The frame's islands (src/islands/island.tsx): the app bar's tools, the drawer's tree and the
 * brand mark (an SVG drawing: an image file would be one more request before the first paint),
 * rendered by the server, adopted by hydration and rendered by React right after. The client
 * build drops the server branch, with its imports.
 */
const server =
  typeof window === 'undefined'
    ? {
        ...(await import('./HeaderTools')),
        ...(await import('@/src/navigation/DrawerNavTree')),
        ...(await import('./BrandMark')),
      }
    : null;

export const HeaderTools = island({
  name: 'header-tools',
  load: () => import('./HeaderTools').then((module) => module.HeaderTools),
  server: server?.HeaderTools ?? null,
});

export const DrawerNavTree = island({
  name: 'drawer-tree',
  load: () => import('@/src/navigation/DrawerNavTree').then((module) => module.DrawerNavTree),
  server: server?.DrawerNavTree ?? null,
});

export const BrandMark = island({
  name: 'brand-mark',
  load: () => import('./BrandMark').then((module) => module.BrandMark),
  server: server?.BrandMark ?? null,
  wrapper: 'span',
});
