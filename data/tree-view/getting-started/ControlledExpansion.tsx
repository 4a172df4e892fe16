import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// The ids of every item that has children.
const groups = ['docs', 'guides', 'src'];

export default function ControlledExpansion() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['docs']);

  return (
    <div style={{ height: 320, display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={1} sx={{ height: 48, alignItems: 'center', flexShrink: 0 }}>
        <Button size="small" variant="outlined" onClick={() => setExpandedItems(groups)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpandedItems([])}>
          Collapse all
        </Button>
      </Stack>
      <div style={{ height: 272, overflow: 'auto' }}>
        <SimpleTreeView
          aria-label="Repository"
          expandedItems={expandedItems}
          onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
        >
          <TreeItem itemId="docs" label="docs">
            <TreeItem itemId="docs/README.md" label="README.md" />
            <TreeItem itemId="guides" label="guides">
              <TreeItem itemId="guides/install.md" label="install.md" />
              <TreeItem itemId="guides/deploy.md" label="deploy.md" />
            </TreeItem>
          </TreeItem>
          <TreeItem itemId="src" label="src">
            <TreeItem itemId="src/main.ts" label="main.ts" />
            <TreeItem itemId="src/router.ts" label="router.ts" />
          </TreeItem>
          <TreeItem itemId="package.json" label="package.json" />
        </SimpleTreeView>
      </div>
    </div>
  );
}
