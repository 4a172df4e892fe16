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
  const [focusAfterDelete, setFocusAfterDelete] = React.useState<{ itemId: string; event: React.SyntheticEvent } | null>(
    null,
  );

  const deleteFocused = (event: React.SyntheticEvent) => {
    const children = drafts[0]?.children ?? [];
    const index = children.findIndex((draft) => draft.id === lastFocused.current);
    if (index === -1) {
      return;
    }
    const remaining = children.filter((_draft, position) => position !== index);
    setDrafts([{ id: 'drafts', label: 'Drafts', children: remaining }]);
    // Focus the item that takes its place, or the new last one, or the group.
    const next = remaining[Math.min(index, remaining.length - 1)]?.id ?? 'drafts';
    setFocusAfterDelete({ itemId: next, event });
  };

  React.useEffect(() => {
    if (focusAfterDelete) {
      apiRef.current?.focusItem(focusAfterDelete.event, focusAfterDelete.itemId);
      setFocusAfterDelete(null);
    }
  }, [apiRef, focusAfterDelete]);

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
