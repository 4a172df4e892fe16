import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const taxonomy: TreeViewBaseItem[] = [
  {
    id: 'animals',
    label: 'Animals',
    children: [
      {
        id: 'mammals',
        label: 'Mammals',
        children: [
          { id: 'whales', label: 'Whales', children: [{ id: 'orca', label: 'Orca' }] },
          { id: 'bats', label: 'Bats' },
        ],
      },
      { id: 'birds', label: 'Birds', children: [{ id: 'owls', label: 'Owls' }] },
    ],
  },
];

// Ids of the groups (items with children) above the given depth; depth 0 is the root level.
function groupsAbove(items: TreeViewBaseItem[], maxDepth: number, depth = 0): string[] {
  if (depth >= maxDepth) {
    return [];
  }
  return items
    .filter((item) => item.children?.length)
    .flatMap((item) => [item.id, ...groupsAbove(item.children ?? [], maxDepth, depth + 1)]);
}

export default function ExpandToDepth() {
  const [expanded, setExpanded] = React.useState<string[]>(groupsAbove(taxonomy, 1));

  return (
    <div style={{ height: 320, display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={1} sx={{ height: 48, alignItems: 'center', flexShrink: 0 }}>
        <Button size="small" variant="outlined" onClick={() => setExpanded(groupsAbove(taxonomy, 1))}>
          1 level
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpanded(groupsAbove(taxonomy, 2))}>
          2 levels
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpanded(groupsAbove(taxonomy, Infinity))}>
          All
        </Button>
      </Stack>
      <div style={{ height: 272, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Animal taxonomy"
          items={taxonomy}
          expandedItems={expanded}
          onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
        />
      </div>
    </div>
  );
}
