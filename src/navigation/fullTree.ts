import { useEffect, useState } from 'react';
import { loadOnce } from '@/src/loading/loadOnce';
import type { NavEntry } from './types';

/**
 * The whole navigation tree, as its own chunk: pages carry only the groups around them (see
 * `pruneTree`), and the rest loads once, when a reader first needs it (a closed group opened,
 * the phone drawer, a page outside the groups shown). A failed load is forgotten, so the next
 * need tries again.
 */
export const loadFullNavTree: () => Promise<readonly NavEntry[]> = loadOnce(() => import('@/data/pages').then((module) => module.default));

/**
 * The whole tree, loaded when the component first renders; null until the chunk arrives. A
 * load that fails leaves null: the caller keeps showing the tree of its page data.
 */
export function useFullNavTree(): readonly NavEntry[] | null {
  const [tree, setTree] = useState<readonly NavEntry[] | null>(null);
  useEffect(() => {
    if (tree) {
      return;
    }
    let live = true;
    loadFullNavTree().then(
      (full) => {
        if (live) {
          setTree(full);
        }
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [tree]);
  return tree;
}
