import * as React from 'react';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const chores: TreeViewBaseItem[] = [
  {
    id: 'saturday',
    label: 'Saturday',
    children: [
      { id: 'laundry', label: 'Laundry' },
      { id: 'bins', label: 'Take the bins out' },
      { id: 'bike', label: 'Fix the bike light' },
    ],
  },
];

export default function UpdateLabelApi() {
  const apiRef = useTreeViewApiRef();
  const [selected, setSelected] = React.useState<string | null>('laundry');
  const [done, setDone] = React.useState<string[]>([]);

  const markDone = () => {
    const item = selected ? chores[0]?.children?.find((chore) => chore.id === selected) : undefined;
    if (!item || done.includes(item.id)) {
      return;
    }
    // Changes the displayed label without touching `chores`.
    apiRef.current?.updateItemLabel(item.id, `✓ ${item.label}`);
    setDone((previous) => [...previous, item.id]);
  };

  return (
    <div style={{ height: 240, display: 'flex', flexDirection: 'column' }}>
      <Button size="small" variant="outlined" sx={{ alignSelf: 'flex-start', height: 32, mb: 1 }} onClick={markDone}>
        Mark selected as done
      </Button>
      <div style={{ height: 200, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Chores"
          apiRef={apiRef}
          items={chores}
          defaultExpandedItems={['saturday']}
          experimentalFeatures={{ labelEditing: true }}
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        />
      </div>
    </div>
  );
}
