import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const tracks: TreeViewBaseItem[] = [
  {
    id: 'side-a',
    label: 'Side A',
    children: [
      { id: 'a1', label: '1. Morning tide' },
      { id: 'a2', label: '2. Paper boats' },
    ],
  },
  {
    id: 'side-b',
    label: 'Side B',
    children: [
      { id: 'b1', label: '3. Lighthouse' },
      { id: 'b2', label: '4. Slow return' },
    ],
  },
];

export default function SelectItemApi() {
  const apiRef = useTreeViewApiRef();

  return (
    <div style={{ height: 300, display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={1} sx={{ height: 48, alignItems: 'center', flexShrink: 0 }}>
        {/* Without `keepExistingSelection`, the new item replaces the selection. */}
        <Button size="small" variant="outlined" onClick={(event) => apiRef.current?.selectItem({ event, itemId: 'b1' })}>
          Only track 3
        </Button>
        {/* With it, the item is added (or removed, when `shouldBeSelected` is omitted and it is selected). */}
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.selectItem({ event, itemId: 'a2', keepExistingSelection: true })}
        >
          Toggle track 2
        </Button>
      </Stack>
      <div style={{ height: 252, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Album tracks"
          apiRef={apiRef}
          items={tracks}
          multiSelect
          defaultExpandedItems={['side-a', 'side-b']}
          defaultSelectedItems={['a1']}
        />
      </div>
    </div>
  );
}
