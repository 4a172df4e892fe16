import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// Reordering with the MIT RichTreeView: the items live in state and buttons move the selected one.
interface ItemPosition {
  parentId: string | null;
  index: number;
}

const initialItems: TreeViewBaseItem[] = [
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

/** Where an item sits: its parent, its index among its siblings, and the siblings themselves. */
function locate(
  items: TreeViewBaseItem[],
  itemId: string,
  parentId: string | null = null,
): (ItemPosition & { siblings: TreeViewBaseItem[] }) | null {
  for (const [index, item] of items.entries()) {
    if (item.id === itemId) {
      return { parentId, index, siblings: items };
    }
    const found = item.children ? locate(item.children, itemId, item.id) : null;
    if (found) {
      return found;
    }
  }
  return null;
}

/** A copy of the tree where the children of `parentId` (the root when `null`) are replaced by `update(children)`. */
function updateChildren(
  items: TreeViewBaseItem[],
  parentId: string | null,
  update: (children: TreeViewBaseItem[]) => TreeViewBaseItem[],
): TreeViewBaseItem[] {
  if (parentId === null) {
    return update(items);
  }
  return items.map((item) => {
    if (item.id === parentId) {
      return { ...item, children: update(item.children ?? []) };
    }
    return item.children ? { ...item, children: updateChildren(item.children, parentId, update) } : item;
  });
}

/** The same move as `onItemPositionChange` reports: `newPosition.index` counts the siblings once the item has left. */
function moveItem(items: TreeViewBaseItem[], from: ItemPosition, to: ItemPosition): TreeViewBaseItem[] {
  const source = from.parentId === null ? items : (findItem(items, from.parentId)?.children ?? []);
  const item = source[from.index];
  if (!item) {
    return items;
  }
  const without = updateChildren(items, from.parentId, (children) => children.filter((_child, index) => index !== from.index));
  return updateChildren(without, to.parentId, (children) => [...children.slice(0, to.index), item, ...children.slice(to.index)]);
}

function findItem(items: TreeViewBaseItem[], itemId: string): TreeViewBaseItem | undefined {
  for (const item of items) {
    if (item.id === itemId) {
      return item;
    }
    const found = item.children ? findItem(item.children, itemId) : undefined;
    if (found) {
      return found;
    }
  }
  return undefined;
}

type Move = 'up' | 'down' | 'indent' | 'outdent';

/** The new position of the item for each move, or `null` when the move is not possible. */
function target(items: TreeViewBaseItem[], itemId: string, move: Move): ItemPosition | null {
  const position = locate(items, itemId);
  if (!position) {
    return null;
  }
  const { parentId, index, siblings } = position;
  switch (move) {
    case 'up':
      return index > 0 ? { parentId, index: index - 1 } : null;
    case 'down':
      return index < siblings.length - 1 ? { parentId, index: index + 1 } : null;
    case 'indent': {
      // Into the previous sibling, as its last child.
      const previous = siblings[index - 1];
      return previous ? { parentId: previous.id, index: previous.children?.length ?? 0 } : null;
    }
    default: {
      // Out of its group, just after the group.
      const parent = parentId === null ? null : locate(items, parentId);
      return parent ? { parentId: parent.parentId, index: parent.index + 1 } : null;
    }
  }
}

const labels: Record<Move, string> = { up: 'Move up', down: 'Move down', indent: 'Move into previous', outdent: 'Move out of group' };

export default function MoveWithButtons() {
  const [items, setItems] = React.useState(initialItems);
  const [selected, setSelected] = React.useState<string | null>('paper-planes');
  const [expanded, setExpanded] = React.useState<string[]>(['warm-up', 'workout']);
  const [announcement, setAnnouncement] = React.useState('');

  const move = (kind: Move) => {
    const from = selected ? locate(items, selected) : null;
    const to = selected ? target(items, selected, kind) : null;
    if (!selected || !from || !to) {
      return;
    }
    setItems(moveItem(items, from, to));
    if (to.parentId !== null) {
      // Show the item where it landed.
      const parentId = to.parentId;
      setExpanded((previous) => (previous.includes(parentId) ? previous : [...previous, parentId]));
    }
    const label = findItem(items, selected)?.label ?? selected;
    const group = to.parentId === null ? 'the top level' : (findItem(items, to.parentId)?.label ?? to.parentId);
    setAnnouncement(`${label}: position ${to.index + 1} in ${group}.`);
  };

  return (
    <div style={{ height: 380, overflow: 'auto' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        {(Object.keys(labels) as Move[]).map((kind) => (
          <Button key={kind} size="small" variant="outlined" disabled={!selected || !target(items, selected, kind)} onClick={() => move(kind)}>
            {labels[kind]}
          </Button>
        ))}
      </Stack>
      <div role="status" style={{ minHeight: 24, fontSize: 14 }}>
        {announcement}
      </div>
      <RichTreeView
        aria-label="Running playlist"
        items={items}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        expandedItems={expanded}
        onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
      />
    </div>
  );
}
