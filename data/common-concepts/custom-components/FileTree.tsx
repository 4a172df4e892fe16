import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import { useTreeItem2Utils } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type FileItem = TreeViewBaseItem<{ id: string; label: string; status?: 'new' | 'changed' }>;

const ITEMS: FileItem[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      { id: 'src/app.tsx', label: 'app.tsx', status: 'changed' },
      { id: 'src/theme.ts', label: 'theme.ts', status: 'new' },
      { id: 'src/index.ts', label: 'index.ts' },
    ],
  },
  { id: 'package.json', label: 'package.json', status: 'changed' },
];

function FileTreeItem(props: TreeItem2Props) {
  const { publicAPI } = useTreeItem2Utils({ itemId: props.itemId, children: props.children });
  const item = publicAPI.getItem(props.itemId) as FileItem;

  return (
    <TreeItem2
      {...props}
      label={
        <Stack direction="row" spacing={1} alignItems="center" component="span">
          <span>{item.label}</span>
          {item.status ? <Chip label={item.status} size="small" variant="outlined" component="span" /> : null}
        </Stack>
      }
    />
  );
}

export default function FileTree() {
  return (
    <RichTreeView
      aria-label="Changed files"
      items={ITEMS}
      defaultExpandedItems={['src']}
      slots={{ item: FileTreeItem }}
      slotProps={{ item: { sx: { py: 0.25 } } }}
    />
  );
}
