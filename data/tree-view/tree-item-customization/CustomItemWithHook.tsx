import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeItem2, type UseTreeItem2Parameters } from '@mui/x-tree-view/useTreeItem2';
import {
  TreeItem2Checkbox,
  TreeItem2Content,
  TreeItem2GroupTransition,
  TreeItem2IconContainer,
  TreeItem2Label,
  TreeItem2Root,
} from '@mui/x-tree-view/TreeItem2';
import { TreeItem2Icon } from '@mui/x-tree-view/TreeItem2Icon';
import { TreeItem2Provider } from '@mui/x-tree-view/TreeItem2Provider';

interface Person {
  id: string;
  label: string;
  title: string;
  children?: Person[];
}

const team: Person[] = [
  {
    id: 'amara',
    label: 'Amara Okafor',
    title: 'Editor in chief',
    children: [
      { id: 'jonas', label: 'Jonas Berg', title: 'Science desk' },
      { id: 'mei', label: 'Mei Lin', title: 'Photo editor' },
    ],
  },
];

interface PersonItemProps extends Omit<UseTreeItem2Parameters, 'rootRef'> {
  children?: React.ReactNode;
}

// An item assembled from the TreeItem2 building blocks, with an avatar and a second line.
const PersonItem = React.forwardRef(function PersonItem(props: PersonItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, children } = props;
  const { getRootProps, getContentProps, getIconContainerProps, getCheckboxProps, getLabelProps, getGroupTransitionProps, status, publicAPI } =
    useTreeItem2({ id, itemId, label, disabled, children, rootRef: ref });
  const person: Person = publicAPI.getItem(itemId);

  return (
    <TreeItem2Provider itemId={itemId}>
      <TreeItem2Root {...getRootProps()}>
        <TreeItem2Content {...getContentProps()}>
          <TreeItem2IconContainer {...getIconContainerProps()}>
            <TreeItem2Icon status={status} />
          </TreeItem2IconContainer>
          <TreeItem2Checkbox {...getCheckboxProps()} />
          <Avatar sx={{ width: 28, height: 28, fontSize: 13, bgcolor: status.selected ? 'primary.main' : 'grey.500' }}>
            {person.label.charAt(0)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <TreeItem2Label {...getLabelProps()} />
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {person.title}
            </Typography>
          </Box>
        </TreeItem2Content>
        {children ? <TreeItem2GroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItem2Root>
    </TreeItem2Provider>
  );
});

export default function CustomItemWithHook() {
  return (
    <div style={{ height: 200, overflow: 'auto' }}>
      <RichTreeView aria-label="Newsroom" items={team} defaultExpandedItems={['amara']} slots={{ item: PersonItem }} />
    </div>
  );
}
