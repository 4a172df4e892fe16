import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const sources: TreeViewBaseItem[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      { id: 'components', label: 'components', children: [{ id: 'button', label: 'Button.tsx' }] },
      { id: 'hooks', label: 'hooks', children: [{ id: 'use-fetch', label: 'useFetch.ts' }] },
    ],
  },
  { id: 'tests', label: 'tests', children: [{ id: 'button-test', label: 'Button.test.tsx' }] },
];

const groups = new Set(['src', 'components', 'hooks', 'tests']);

// An editor-style toolbar: the buttons open or close the selected folder with setItemExpansion.
export default function ExpandSelectedItem() {
  const apiRef = useTreeViewApiRef();
  const [selected, setSelected] = React.useState<string | null>('src');
  const [expanded, setExpanded] = React.useState<string[]>([]);
  const isGroup = selected !== null && groups.has(selected);

  return (
    <div style={{ height: 300, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          disabled={!isGroup || expanded.includes(selected ?? '')}
          onClick={(event) => selected && apiRef.current?.setItemExpansion(event, selected, true)}
        >
          Expand selected
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!isGroup || !expanded.includes(selected ?? '')}
          onClick={(event) => selected && apiRef.current?.setItemExpansion(event, selected, false)}
        >
          Collapse selected
        </Button>
      </Stack>
      <div style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Project sources"
          apiRef={apiRef}
          items={sources}
          expansionTrigger="iconContainer"
          defaultSelectedItems="src"
          onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
          // Uncontrolled expansion: the tree owns it, this copy only enables the buttons.
          onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
        />
      </div>
    </div>
  );
}
