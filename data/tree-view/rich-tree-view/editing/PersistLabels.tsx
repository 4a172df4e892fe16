import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const initialLayers: TreeViewBaseItem[] = [
  {
    id: 'layers',
    label: 'Layers',
    children: [
      { id: 'background', label: 'Background' },
      { id: 'sketch', label: 'Sketch' },
      { id: 'ink', label: 'Ink' },
    ],
  },
];

// Returns a copy of the tree with one label replaced.
function renameItem(items: TreeViewBaseItem[], itemId: string, label: string): TreeViewBaseItem[] {
  return items.map((item) => {
    if (item.id === itemId) {
      return { ...item, label };
    }
    return item.children ? { ...item, children: renameItem(item.children, itemId, label) } : item;
  });
}

export default function PersistLabels() {
  const [layers, setLayers] = React.useState(initialLayers);

  return (
    <div style={{ height: 300, display: 'flex', flexDirection: 'column' }}>
      <div style={{ height: 180, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Drawing layers"
          items={layers}
          defaultExpandedItems={['layers']}
          experimentalFeatures={{ labelEditing: true }}
          isItemEditable
          onItemLabelChange={(itemId, newLabel) => setLayers((previous) => renameItem(previous, itemId, newLabel))}
        />
      </div>
      <Box component="pre" sx={{ height: 120, m: 0, p: 1, overflow: 'auto', fontSize: 12, bgcolor: 'action.hover' }}>
        {JSON.stringify(layers[0]?.children?.map((layer) => layer.label), null, 1)}
      </Box>
    </div>
  );
}
