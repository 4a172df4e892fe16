import * as React from 'react';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// A packing list for a weekend hike: categories are fixed, items can be renamed.
const packingList: TreeViewBaseItem[] = [
  {
    id: 'sleep',
    label: 'Sleeping',
    children: [
      { id: 'tent', label: 'Two-person tent' },
      { id: 'bag', label: 'Sleeping bag (0 °C)' },
    ],
  },
  {
    id: 'kitchen',
    label: 'Kitchen',
    children: [
      { id: 'stove', label: 'Gas stove' },
      { id: 'pot', label: 'Titanium pot' },
      { id: 'filter', label: 'Water filter' },
    ],
  },
];

export default function EditableLabels() {
  const [lastChange, setLastChange] = React.useState('Double-click an item, or focus it and press Enter.');

  return (
    <div style={{ height: 300, display: 'flex', flexDirection: 'column' }}>
      <div style={{ height: 260, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Packing list"
          items={packingList}
          defaultExpandedItems={['sleep', 'kitchen']}
          experimentalFeatures={{ labelEditing: true }}
          isItemEditable={(item) => item.children === undefined}
          onItemLabelChange={(itemId, newLabel) => setLastChange(`Renamed ${itemId} to "${newLabel}"`)}
        />
      </div>
      <Typography variant="body2" noWrap sx={{ height: 40, lineHeight: '40px' }}>
        {lastChange}
      </Typography>
    </div>
  );
}
