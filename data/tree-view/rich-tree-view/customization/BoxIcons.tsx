import * as React from 'react';
import AddBox from '@mui/icons-material/AddBox';
import IndeterminateCheckBox from '@mui/icons-material/IndeterminateCheckBox';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const outline: TreeViewBaseItem[] = [
  {
    id: 'thesis',
    label: 'Thesis',
    children: [
      { id: 'intro', label: 'Introduction', children: [{ id: 'motivation', label: 'Motivation' }] },
      { id: 'methods', label: 'Methods', children: [{ id: 'survey', label: 'Field survey' }] },
      { id: 'results', label: 'Results' },
    ],
  },
];

export default function BoxIcons() {
  return (
    <div style={{ height: 240, overflow: 'auto' }}>
      <RichTreeView
        aria-label="Thesis outline"
        items={outline}
        defaultExpandedItems={['thesis', 'intro']}
        slots={{ expandIcon: AddBox, collapseIcon: IndeterminateCheckBox }}
        // slotProps reach the icon components: here a colour for both.
        slotProps={{ expandIcon: { color: 'primary' }, collapseIcon: { color: 'primary' } }}
      />
    </div>
  );
}
