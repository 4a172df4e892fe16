import * as React from 'react';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// The default shape: `id`, `label` and optional `children` of the same shape.
const library: TreeViewBaseItem[] = [
  {
    id: 'fiction',
    label: 'Fiction',
    children: [
      { id: 'sci-fi', label: 'Science fiction' },
      { id: 'crime', label: 'Crime', children: [{ id: 'nordic', label: 'Nordic noir' }] },
    ],
  },
  {
    id: 'non-fiction',
    label: 'Non-fiction',
    children: [
      { id: 'travel', label: 'Travel writing' },
      { id: 'cooking', label: 'Cooking' },
    ],
  },
  { id: 'magazines', label: 'Magazines' },
];

export default function BasicRichTree() {
  return (
    <div style={{ height: 260, overflow: 'auto' }}>
      <RichTreeView aria-label="Library sections" items={library} defaultExpandedItems={['fiction', 'crime']} />
    </div>
  );
}
