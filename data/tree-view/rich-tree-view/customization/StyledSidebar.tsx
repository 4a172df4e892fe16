import * as React from 'react';
import { alpha, styled } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2 } from '@mui/x-tree-view/TreeItem2';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// TreeItem2 uses the same class names as TreeItem, so treeItemClasses works for both.
const SidebarItem = styled(TreeItem2)(({ theme }) => ({
  [`& .${treeItemClasses.content}`]: {
    borderRadius: 999,
    paddingBlock: theme.spacing(0.75),
    [`&.${treeItemClasses.selected}`]: {
      backgroundColor: alpha(theme.palette.secondary.main, 0.16),
      color: theme.palette.secondary.main,
    },
  },
  [`& .${treeItemClasses.label}`]: { fontSize: 14 },
  [`& .${treeItemClasses.groupTransition}`]: {
    marginLeft: theme.spacing(2),
    paddingLeft: theme.spacing(1),
    borderLeft: `2px solid ${theme.palette.divider}`,
  },
}));

const pages: TreeViewBaseItem[] = [
  { id: 'home', label: 'Home' },
  {
    id: 'projects',
    label: 'Projects',
    children: [
      { id: 'garden', label: 'Community garden' },
      { id: 'mural', label: 'School mural' },
    ],
  },
  { id: 'settings', label: 'Settings' },
];

export default function StyledSidebar() {
  return (
    <div style={{ height: 220, overflow: 'auto', maxWidth: 280 }}>
      <RichTreeView
        aria-label="Sidebar"
        items={pages}
        defaultExpandedItems={['projects']}
        defaultSelectedItems="garden"
        slots={{ item: SidebarItem }}
      />
    </div>
  );
}
