import * as React from 'react';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ProjectFiles() {
  return (
    <div style={{ height: 200, overflow: 'auto' }}>
      <SimpleTreeView aria-label="Project files" defaultExpandedItems={['src']}>
        <TreeItem itemId="src" label="src">
          <TreeItem itemId="src/index.ts" label="index.ts" />
          <TreeItem itemId="src/app.tsx" label="app.tsx" />
        </TreeItem>
        <TreeItem itemId="public" label="public">
          <TreeItem itemId="public/favicon.svg" label="favicon.svg" />
        </TreeItem>
        <TreeItem itemId="package.json" label="package.json" />
      </SimpleTreeView>
    </div>
  );
}
