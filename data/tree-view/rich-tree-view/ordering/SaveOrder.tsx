import * as React from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewBaseItem } from '@mui/x-tree-view-pro';

interface ItemPosition {
  parentId: string | null;
  index: number;
}

const initialChapters: TreeViewBaseItem[] = [
  {
    id: 'basics',
    label: 'Basics',
    children: [
      { id: 'install', label: 'Install' },
      { id: 'first-steps', label: 'First steps' },
    ],
  },
  {
    id: 'guides',
    label: 'Guides',
    children: [
      { id: 'theming', label: 'Theming' },
      { id: 'testing', label: 'Testing' },
    ],
  },
  { id: 'faq', label: 'FAQ' },
];

/** A copy of the tree where the children of `parentId` (the top level when `null`) are `update(children)`. */
function updateChildren(
  items: TreeViewBaseItem[],
  parentId: string | null,
  update: (children: TreeViewBaseItem[]) => TreeViewBaseItem[],
): TreeViewBaseItem[] {
  if (parentId === null) {
    return update(items);
  }
  return items.map((item) => {
    if (item.id === parentId) {
      return { ...item, children: update(item.children ?? []) };
    }
    return item.children ? { ...item, children: updateChildren(item.children, parentId, update) } : item;
  });
}

function childrenOf(items: TreeViewBaseItem[], parentId: string | null): TreeViewBaseItem[] {
  if (parentId === null) {
    return items;
  }
  for (const item of items) {
    if (item.id === parentId) {
      return item.children ?? [];
    }
    const found = childrenOf(item.children ?? [], parentId);
    if (found.length > 0) {
      return found;
    }
  }
  return [];
}

/** Applies a move as `onItemPositionChange` reports it: `to.index` counts the siblings once the item has left. */
function moveItem(items: TreeViewBaseItem[], from: ItemPosition, to: ItemPosition): TreeViewBaseItem[] {
  const moved = childrenOf(items, from.parentId)[from.index];
  if (!moved) {
    return items;
  }
  const without = updateChildren(items, from.parentId, (children) => children.filter((_child, i) => i !== from.index));
  return updateChildren(without, to.parentId, (children) => [...children.slice(0, to.index), moved, ...children.slice(to.index)]);
}

/** "1 Basics, 1.1 Install, …": what a server would store. */
function outline(items: TreeViewBaseItem[], prefix = ''): string[] {
  return items.flatMap((item, i) => [`${prefix}${i + 1} ${item.label}`, ...outline(item.children ?? [], `${prefix}${i + 1}.`)]);
}

export default function SaveOrder() {
  const [chapters, setChapters] = React.useState(initialChapters);

  return (
    <div style={{ height: 360, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 230, overflow: 'auto' }}>
        <RichTreeViewPro
          aria-label="Book chapters"
          items={chapters}
          defaultExpandedItems={['basics', 'guides']}
          experimentalFeatures={{ indentationAtItemLevel: true, itemsReordering: true }}
          itemsReordering
          onItemPositionChange={({ oldPosition, newPosition }) => setChapters((previous) => moveItem(previous, oldPosition, newPosition))}
        />
      </div>
      <Typography variant="body2" aria-live="polite" sx={{ height: 80, overflow: 'auto' }}>
        Saved order: {outline(chapters).join(' · ')}
      </Typography>
      <div>
        <Button
          size="small"
          variant="outlined"
          // The tree rebuilds its own copy whenever `items` changes.
          onClick={() => setChapters(initialChapters)}
        >
          Reset order
        </Button>
      </div>
    </div>
  );
}
