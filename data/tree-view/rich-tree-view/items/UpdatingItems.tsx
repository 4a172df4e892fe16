import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const initialBoard: TreeViewBaseItem[] = [
  { id: 'backlog', label: 'Backlog', children: [{ id: 'card-1', label: 'Dark mode' }] },
  { id: 'doing', label: 'In progress', children: [{ id: 'card-2', label: 'CSV import' }] },
];

// Returns a new tree where the first card of `from` is moved to the end of `to`.
function moveFirstCard(board: TreeViewBaseItem[], from: string, to: string): TreeViewBaseItem[] {
  const card = board.find((column) => column.id === from)?.children?.[0];
  if (!card) {
    return board;
  }
  return board.map((column) => {
    if (column.id === from) {
      return { ...column, children: column.children?.slice(1) };
    }
    if (column.id === to) {
      return { ...column, children: [...(column.children ?? []), card] };
    }
    return column;
  });
}

export default function UpdatingItems() {
  const [board, setBoard] = React.useState(initialBoard);
  const nextCard = React.useRef(3);

  const addCard = () => {
    const id = `card-${nextCard.current}`;
    nextCard.current += 1;
    setBoard((previous) =>
      previous.map((column) =>
        column.id === 'backlog'
          ? { ...column, children: [...(column.children ?? []), { id, label: `Idea #${id.slice(5)}` }] }
          : column,
      ),
    );
  };

  return (
    <div style={{ height: 320, display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={1} sx={{ height: 48, alignItems: 'center', flexShrink: 0 }}>
        <Button size="small" variant="outlined" onClick={addCard}>
          New card
        </Button>
        <Button size="small" variant="outlined" onClick={() => setBoard((b) => moveFirstCard(b, 'backlog', 'doing'))}>
          Start first
        </Button>
      </Stack>
      <div style={{ height: 272, overflow: 'auto' }}>
        <RichTreeView aria-label="Task board" items={board} defaultExpandedItems={['backlog', 'doing']} />
      </div>
    </div>
  );
}
