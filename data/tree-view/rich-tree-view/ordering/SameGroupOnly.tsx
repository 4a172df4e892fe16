import * as React from 'react';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewBaseItem } from '@mui/x-tree-view-pro';

// A menu whose sections keep their dishes: reorder sections, or dishes inside their section.
const menu: TreeViewBaseItem[] = [
  {
    id: 'starters',
    label: 'Starters',
    children: [
      { id: 'soup', label: 'Pumpkin soup' },
      { id: 'salad', label: 'Beetroot salad' },
      { id: 'bruschetta', label: 'Tomato bruschetta' },
    ],
  },
  {
    id: 'mains',
    label: 'Mains',
    children: [
      { id: 'risotto', label: 'Mushroom risotto' },
      { id: 'trout', label: 'Grilled trout' },
    ],
  },
  { id: 'desserts', label: 'Desserts', children: [{ id: 'tart', label: 'Lemon tart' }] },
];

interface Move {
  oldPosition: { parentId: string | null };
  newPosition: { parentId: string | null };
}

// Asked for every possible drop while an item is dragged: keep it cheap.
const staysInItsGroup = ({ oldPosition, newPosition }: Move) => oldPosition.parentId === newPosition.parentId;

export default function SameGroupOnly() {
  return (
    <div style={{ height: 300, overflow: 'auto' }}>
      <RichTreeViewPro
        aria-label="Restaurant menu"
        items={menu}
        defaultExpandedItems={['starters', 'mains', 'desserts']}
        experimentalFeatures={{ indentationAtItemLevel: true, itemsReordering: true }}
        itemsReordering
        canMoveItemToNewPosition={staysInItsGroup}
      />
    </div>
  );
}
