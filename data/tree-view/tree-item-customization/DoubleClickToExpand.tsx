import * as React from 'react';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import { useTreeItem2Utils } from '@mui/x-tree-view/hooks';
import type { TreeViewCancellableEvent } from '@mui/x-tree-view/models';

// A single click only selects; a double click opens or closes the group.
const DoubleClickItem = React.forwardRef(function DoubleClickItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  const { interactions } = useTreeItem2Utils({ itemId: props.itemId, children: props.children });

  const handleClick = (event: React.MouseEvent & TreeViewCancellableEvent) => {
    // Cancels the default behaviour of the content slot, then applies only the selection.
    event.defaultMuiPrevented = true;
    interactions.handleSelection(event);
  };

  return (
    <TreeItem2
      {...props}
      ref={ref}
      slotProps={{ content: { onClick: handleClick, onDoubleClick: interactions.handleExpansion } }}
    />
  );
});

export default function DoubleClickToExpand() {
  return (
    <div style={{ height: 220, overflow: 'auto' }}>
      <SimpleTreeView aria-label="Project folders" defaultExpandedItems={['client-a']}>
        <DoubleClickItem itemId="client-a" label="Client A">
          <DoubleClickItem itemId="brief-a" label="Brief" />
          <DoubleClickItem itemId="invoices-a" label="Invoices" />
        </DoubleClickItem>
        <DoubleClickItem itemId="client-b" label="Client B">
          <DoubleClickItem itemId="brief-b" label="Brief" />
        </DoubleClickItem>
        <DoubleClickItem itemId="templates" label="Templates" />
      </SimpleTreeView>
    </div>
  );
}
