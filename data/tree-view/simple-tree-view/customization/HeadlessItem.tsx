import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { useTreeItem2, type UseTreeItem2Parameters } from '@mui/x-tree-view/useTreeItem2';
import {
  TreeItem2Content,
  TreeItem2GroupTransition,
  TreeItem2IconContainer,
  TreeItem2Label,
  TreeItem2Root,
} from '@mui/x-tree-view/TreeItem2';
import { TreeItem2Icon } from '@mui/x-tree-view/TreeItem2Icon';
import { TreeItem2Provider } from '@mui/x-tree-view/TreeItem2Provider';

interface StepItemProps extends Omit<UseTreeItem2Parameters, 'rootRef'> {
  done?: boolean;
  children?: React.ReactNode;
}

// The hook gives every part its props (ARIA attributes, handlers, state); the markup is yours:
// leaves get a status dot and a caption.
const StepItem = React.forwardRef(function StepItem(props: StepItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, children, done = false } = props;
  const { getRootProps, getContentProps, getIconContainerProps, getLabelProps, getGroupTransitionProps, status } = useTreeItem2({
    id,
    itemId,
    label,
    disabled,
    children,
    rootRef: ref,
  });

  return (
    <TreeItem2Provider itemId={itemId}>
      <TreeItem2Root {...getRootProps()}>
        <TreeItem2Content {...getContentProps()}>
          <TreeItem2IconContainer {...getIconContainerProps()}>
            <TreeItem2Icon status={status} />
          </TreeItem2IconContainer>
          {children ? null : (
            <Box
              component="span"
              aria-hidden
              sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0, bgcolor: done ? 'success.main' : 'transparent', border: 2, borderColor: done ? 'success.main' : 'text.disabled' }}
            />
          )}
          <TreeItem2Label {...getLabelProps()} />
          {children ? null : (
            <Typography variant="caption" color="text.secondary" noWrap sx={{ ml: 'auto', pl: 1, flexShrink: 0 }}>
              {done ? 'done' : 'to do'}
            </Typography>
          )}
        </TreeItem2Content>
        {children ? <TreeItem2GroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItem2Root>
    </TreeItem2Provider>
  );
});

export default function HeadlessItem() {
  return (
    <div style={{ height: 240, overflow: 'auto' }}>
      <SimpleTreeView aria-label="Moving house" defaultExpandedItems={['before', 'day']}>
        <StepItem itemId="before" label="Before">
          <StepItem itemId="boxes" label="Buy boxes" done />
          <StepItem itemId="address" label="Change address" />
        </StepItem>
        <StepItem itemId="day" label="Moving day">
          <StepItem itemId="van" label="Pick up the van" />
          <StepItem itemId="keys" label="Hand back the keys" />
        </StepItem>
      </SimpleTreeView>
    </div>
  );
}
