import * as React from 'react';
import { alpha, styled } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem2, TreeItem2Content, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';

// The content slot is the row: a styled TreeItem2Content keeps its handlers and state classes.
const CardContent = styled(TreeItem2Content)(({ theme }) => ({
  margin: theme.spacing(0.5, 0),
  padding: theme.spacing(0.75, 1),
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  [`&.${treeItemClasses.selected}`]: {
    borderColor: (theme.vars ?? theme).palette.primary.main,
    backgroundColor: alpha(theme.palette.primary.main, 0.08),
  },
}));

const CardItem = React.forwardRef(function CardItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  return <TreeItem2 {...props} ref={ref} slots={{ content: CardContent }} />;
});

export default function PriorityContent() {
  return (
    <div style={{ height: 280, overflow: 'auto' }}>
      <SimpleTreeView aria-label="Sprint board" defaultExpandedItems={['doing']} defaultSelectedItems="review">
        <CardItem itemId="doing" label="In progress">
          <CardItem itemId="review" label="Review the pricing page" />
          <CardItem itemId="onboarding" label="New onboarding e-mails" />
        </CardItem>
        <CardItem itemId="done" label="Done">
          <CardItem itemId="logo" label="Refresh the logo" />
        </CardItem>
      </SimpleTreeView>
    </div>
  );
}
