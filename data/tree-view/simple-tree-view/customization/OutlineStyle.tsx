import * as React from 'react';
import { alpha, styled } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

// A document outline look: rounded rows, a bold selected item with an accent bar, a rail on each group.
const OutlineItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.content}`]: {
    borderRadius: theme.shape.borderRadius * 2,
    padding: theme.spacing(0.5, 1),
    margin: theme.spacing(0.25, 0),
    [`&.${treeItemClasses.selected}`]: {
      backgroundColor: alpha(theme.palette.primary.main, 0.12),
      boxShadow: `inset 3px 0 0 ${theme.palette.primary.main}`,
    },
    [`&.${treeItemClasses.selected} .${treeItemClasses.label}`]: {
      fontWeight: 600,
    },
  },
  [`& .${treeItemClasses.label}`]: {
    fontSize: 14,
  },
  [`& .${treeItemClasses.groupTransition}`]: {
    marginLeft: 14,
    paddingLeft: 10,
    borderLeft: `1px solid ${theme.palette.divider}`,
  },
}));

export default function OutlineStyle() {
  return (
    <div style={{ height: 300, overflow: 'auto' }}>
      <SimpleTreeView aria-label="Report outline" defaultExpandedItems={['results', 'method']} defaultSelectedItems="survey">
        <OutlineItem itemId="summary" label="Summary" />
        <OutlineItem itemId="method" label="Method">
          <OutlineItem itemId="survey" label="Survey design" />
          <OutlineItem itemId="sample" label="Sample" />
        </OutlineItem>
        <OutlineItem itemId="results" label="Results">
          <OutlineItem itemId="usage" label="Usage" />
          <OutlineItem itemId="satisfaction" label="Satisfaction" />
        </OutlineItem>
      </SimpleTreeView>
    </div>
  );
}
