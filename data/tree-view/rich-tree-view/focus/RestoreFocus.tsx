import * as React from 'react';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const initialDrafts: TreeViewBaseItem[] = [
  {
    id: 'drafts',
    label: 'Drafts',
    children: [
      { id: 'd1', label: 'Letter to the council' },
      { id: 'd2', label: 'Conference abstract' },
      { id: 'd3', label: 'Birthday speech' },
      { id: 'd4', label: 'Newsletter, May' },
    ],
  },
];

export default function RestoreFocus() {
  const apiRef = useTreeViewApiRef();
  const [drafts, setDrafts] = React.useState(initialDrafts);
  // The last item that had focus: the button takes DOM focus away from the tree.
  const lastFocused = React.useRef<string | null>('d2');
  // The item to focus after the next render of the tree.
  const focusAfterDelete = React.useRef<{ itemId: string; event: React.SyntheticEvent } | null>(null);

  const deleteFocused = (event: React.SyntheticEvent) => {
    const children = drafts[0]?.children ?? [];
    const index = children.findIndex((draft) => draft.id === lastFocused.current);
    if (index === -1) {
      return;
    }
    const remaining = children.filter((_draft, position) => position !== index);
    // Focus the item that takes its place, or the new last one, or the group.
    const next = remaining[Math.min(index, remaining.length - 1)]?.id ?? 'drafts';
    focusAfterDelete.current = { itemId: next, event };
    setDrafts([{ id: 'drafts', label: 'Drafts', children: remaining }]);
  };

  React.useEffect(() => {
    if (focusAfterDelete.current) {
      apiRef.current?.focusItem(focusAfterDelete.current.event, focusAfterDelete.current.itemId);
      focusAfterDelete.current = null;
    }
  }, [apiRef, drafts]);

  return (
    <div style={{ height: 260, display: 'flex', flexDirection: 'column' }}>
      <Button size="small" variant="outlined" sx={{ alignSelf: 'flex-start', height: 32, mb: 1 }} onClick={deleteFocused}>
        Delete last focused draft
      </Button>
      <div style={{ height: 220, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Drafts"
          apiRef={apiRef}
          items={drafts}
          defaultExpandedItems={['drafts']}
          onItemFocus={(_event, itemId) => {
            lastFocused.current = itemId;
          }}
        />
      </div>
    </div>
  );
}
