import * as React from 'react';
import Box from '@mui/material/Box';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import {
  TreeItem2Content,
  TreeItem2DragAndDropOverlay,
  TreeItem2GroupTransition,
  TreeItem2Icon,
  TreeItem2IconContainer,
  TreeItem2Label,
  TreeItem2Provider,
  TreeItem2Root,
  useTreeItem2,
  type TreeViewBaseItem,
  type UseTreeItem2Parameters,
} from '@mui/x-tree-view-pro';

// The item components come from @mui/x-tree-view-pro: they must be the copy of the MIT package
// that RichTreeViewPro itself uses, or they would not find the tree's context.
const layers: TreeViewBaseItem[] = [
  {
    id: 'header',
    label: 'Header',
    children: [
      { id: 'logo', label: 'Logo' },
      { id: 'menu', label: 'Menu' },
    ],
  },
  {
    id: 'body',
    label: 'Body',
    children: [
      { id: 'hero', label: 'Hero image' },
      { id: 'text', label: 'Text block' },
    ],
  },
  { id: 'footer', label: 'Footer' },
];

interface HandleItemProps extends Omit<UseTreeItem2Parameters, 'rootRef'> {
  children?: React.ReactNode;
}

const HandleItem = React.forwardRef(function HandleItem(props: HandleItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, children } = props;
  const { getRootProps, getContentProps, getIconContainerProps, getLabelProps, getGroupTransitionProps, getDragAndDropOverlayProps, status } =
    useTreeItem2({ id, itemId, label, disabled, children, rootRef: ref });
  // The root would make the whole row draggable: give `draggable` and the drag start and end
  // handlers to the handle instead. The tree keeps track of the dragged item itself.
  const { draggable, onDragStart, onDragEnd, ...rootProps } = getRootProps();

  return (
    <TreeItem2Provider itemId={itemId}>
      <TreeItem2Root {...rootProps}>
        <TreeItem2Content {...getContentProps()}>
          <TreeItem2IconContainer {...getIconContainerProps()}>
            <TreeItem2Icon status={status} />
          </TreeItem2IconContainer>
          <Box
            component="span"
            draggable={draggable}
            onDragStart={onDragStart}
            onDragEnd={onDragEnd}
            title="Drag to move"
            sx={{ display: 'inline-flex', cursor: draggable ? 'grab' : 'default', color: 'text.secondary' }}
          >
            <DragIndicatorIcon fontSize="small" aria-hidden />
          </Box>
          <TreeItem2Label {...getLabelProps()} />
          <TreeItem2DragAndDropOverlay {...getDragAndDropOverlayProps()} />
        </TreeItem2Content>
        {children ? <TreeItem2GroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItem2Root>
    </TreeItem2Provider>
  );
});

export default function DragHandle() {
  return (
    <div style={{ height: 300, overflow: 'auto' }}>
      <RichTreeViewPro
        aria-label="Page layers"
        items={layers}
        defaultExpandedItems={['header', 'body']}
        slots={{ item: HandleItem }}
        experimentalFeatures={{ indentationAtItemLevel: true, itemsReordering: true }}
        itemsReordering
      />
    </div>
  );
}
