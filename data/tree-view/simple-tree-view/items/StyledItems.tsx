import * as React from 'react';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// Styled with the sx prop: theme values (spacing, palette) stay in sync with your theme.
const treeStyles = {
  '& .MuiTreeItem-content': { borderRadius: 1, py: 0.5 },
  '& .MuiTreeItem-content.Mui-selected, & .MuiTreeItem-content.Mui-selected:hover': {
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
  },
  '& .MuiTreeItem-label': { fontWeight: 600 },
} as const;

export default function StyledItems() {
  return (
    <SimpleTreeView
      aria-label="Documentation sections"
      defaultExpandedItems={['docs']}
      defaultSelectedItems="grid"
      sx={treeStyles}
    >
      <TreeItem itemId="docs" label="Documentation">
        <TreeItem itemId="grid" label="Data Grid" />
        <TreeItem itemId="pickers" label="Date and Time Pickers" />
        <TreeItem itemId="charts" label="Charts" />
      </TreeItem>
    </SimpleTreeView>
  );
}
