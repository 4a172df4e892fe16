import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const atlas: TreeViewBaseItem[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      { id: 'norway', label: 'Norway', children: [{ id: 'bergen', label: 'Bergen' }, { id: 'tromso', label: 'Tromsø' }] },
      { id: 'italy', label: 'Italy', children: [{ id: 'bologna', label: 'Bologna' }] },
    ],
  },
  { id: 'africa', label: 'Africa', children: [{ id: 'ghana', label: 'Ghana', children: [{ id: 'accra', label: 'Accra' }] }] },
];

const ancestorsOf = new Map<string, string[]>();
const walk = (items: TreeViewBaseItem[], path: string[]) =>
  items.forEach((item) => {
    ancestorsOf.set(item.id, path);
    walk(item.children ?? [], [...path, item.id]);
  });
walk(atlas, []);

export default function JumpToItem() {
  const apiRef = useTreeViewApiRef();
  const [expanded, setExpanded] = React.useState<string[]>([]);
  // The item to focus once its ancestors are rendered, with the click that asked for it.
  const pending = React.useRef<{ itemId: string; event: React.SyntheticEvent } | null>(null);

  const jumpTo = (event: React.SyntheticEvent, itemId: string) => {
    pending.current = { itemId, event };
    // Always a new array, so the tree re-renders and the effect below runs.
    setExpanded((previous) => [...new Set([...previous, ...(ancestorsOf.get(itemId) ?? [])])]);
  };

  React.useEffect(() => {
    if (pending.current) {
      apiRef.current?.focusItem(pending.current.event, pending.current.itemId);
      pending.current = null;
    }
  }, [apiRef, expanded]);

  return (
    <div style={{ height: 300, display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={1} sx={{ height: 48, alignItems: 'center', flexShrink: 0 }}>
        <Button size="small" variant="outlined" onClick={(event) => jumpTo(event, 'tromso')}>
          Go to Tromsø
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => jumpTo(event, 'accra')}>
          Go to Accra
        </Button>
      </Stack>
      <div style={{ height: 252, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Atlas"
          apiRef={apiRef}
          items={atlas}
          expandedItems={expanded}
          onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
        />
      </div>
    </div>
  );
}
