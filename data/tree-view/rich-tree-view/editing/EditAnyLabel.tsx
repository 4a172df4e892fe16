import * as React from 'react';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const bookmarks: TreeViewBaseItem[] = [
  {
    id: 'reading',
    label: 'Reading list',
    children: [
      { id: 'essay', label: 'Long essay on city trees' },
      { id: 'recipe', label: 'Sourdough recipe' },
    ],
  },
  { id: 'tools', label: 'Tools', children: [{ id: 'colors', label: 'Colour picker' }] },
];

export default function EditAnyLabel() {
  return (
    <div style={{ height: 220, overflow: 'auto' }}>
      <RichTreeView
        aria-label="Bookmarks"
        items={bookmarks}
        defaultExpandedItems={['reading', 'tools']}
        experimentalFeatures={{ labelEditing: true }}
        // `true` makes every item editable, groups included.
        isItemEditable
      />
    </div>
  );
}
