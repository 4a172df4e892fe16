import * as React from 'react';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewBaseItem } from '@mui/x-tree-view-pro';

// Drag a track onto another one: near its top or bottom edge to drop it above or below, on its
// middle to nest it, or to the left of a nested track to move it out to the parent's level.
const playlist: TreeViewBaseItem[] = [
  {
    id: 'warm-up',
    label: 'Warm-up',
    children: [
      { id: 'slow-sunrise', label: 'Slow sunrise' },
      { id: 'paper-planes', label: 'Paper planes' },
    ],
  },
  {
    id: 'workout',
    label: 'Workout',
    children: [
      { id: 'uphill', label: 'Uphill' },
      { id: 'tempo-run', label: 'Tempo run' },
      { id: 'last-lap', label: 'Last lap' },
    ],
  },
  { id: 'cool-down', label: 'Cool-down' },
];

export default function ReorderPlaylist() {
  return (
    <div style={{ height: 300, overflow: 'auto' }}>
      <RichTreeViewPro
        aria-label="Workout mix"
        items={playlist}
        defaultExpandedItems={['warm-up', 'workout']}
        experimentalFeatures={{ indentationAtItemLevel: true, itemsReordering: true }}
        itemsReordering
      />
    </div>
  );
}
