import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const docs: TreeViewBaseItem[] = [
  {
    id: 'guides',
    label: 'Guides',
    children: [
      { id: 'install', label: 'Installation' },
      { id: 'deploy', label: 'Deployment', children: [{ id: 'docker', label: 'Docker' }, { id: 'vps', label: 'Plain VPS' }] },
    ],
  },
  { id: 'reference', label: 'Reference', children: [{ id: 'cli', label: 'CLI flags' }, { id: 'config', label: 'Config file' }] },
  { id: 'changelog', label: 'Changelog' },
];

// Maps every id to the ids of its ancestors, root first.
const pathTo = new Map<string, string[]>();
const walk = (items: TreeViewBaseItem[], path: string[]) =>
  items.forEach((item) => {
    pathTo.set(item.id, path);
    walk(item.children ?? [], [...path, item.id]);
  });
walk(docs, []);

export default function RevealItem() {
  const apiRef = useTreeViewApiRef();
  const [expanded, setExpanded] = React.useState<string[]>([]);
  const [selected, setSelected] = React.useState<string | null>(null);

  const reveal = (itemId: string) => {
    // Open every ancestor, keep what was already open, and select the item.
    setExpanded((previous) => [...new Set([...previous, ...(pathTo.get(itemId) ?? [])])]);
    setSelected(itemId);
  };

  // Once the item is rendered, bring it into the scrolling box.
  React.useEffect(() => {
    if (selected) {
      apiRef.current?.getItemDOMElement(selected)?.scrollIntoView({ block: 'nearest' });
    }
  }, [apiRef, selected, expanded]);

  return (
    <div style={{ height: 260, display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={1} sx={{ height: 48, alignItems: 'center', flexShrink: 0 }}>
        <Button size="small" variant="outlined" onClick={() => reveal('docker')}>
          Show Docker
        </Button>
        <Button size="small" variant="outlined" onClick={() => reveal('config')}>
          Show config
        </Button>
      </Stack>
      <div style={{ height: 212, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Documentation"
          apiRef={apiRef}
          items={docs}
          expandedItems={expanded}
          onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        />
      </div>
    </div>
  );
}
