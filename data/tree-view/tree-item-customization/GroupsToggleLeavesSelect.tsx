import * as React from 'react';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import { useTreeItem2Utils } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem, TreeViewCancellableEvent } from '@mui/x-tree-view/models';

const menu: TreeViewBaseItem[] = [
  {
    id: 'drinks',
    label: 'Drinks',
    children: [
      { id: 'espresso', label: 'Espresso' },
      { id: 'chai', label: 'Chai latte' },
    ],
  },
  {
    id: 'bakery',
    label: 'Bakery',
    children: [
      { id: 'croissant', label: 'Croissant' },
      { id: 'bun', label: 'Cinnamon bun' },
    ],
  },
];

// A click on a category only opens or closes it; a click on a product only selects it.
const MenuItem = React.forwardRef(function MenuItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  const { interactions, status } = useTreeItem2Utils({ itemId: props.itemId, children: props.children });

  const handleClick = (event: React.MouseEvent & TreeViewCancellableEvent) => {
    event.defaultMuiPrevented = true;
    if (status.expandable) {
      interactions.handleExpansion(event);
    } else {
      interactions.handleSelection(event);
    }
  };

  return <TreeItem2 {...props} ref={ref} slotProps={{ content: { onClick: handleClick } }} />;
});

export default function GroupsToggleLeavesSelect() {
  const [order, setOrder] = React.useState<string | null>(null);

  return (
    <div style={{ height: 260, display: 'flex', flexDirection: 'column' }}>
      <div style={{ height: 220, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Café menu"
          items={menu}
          defaultExpandedItems={['drinks']}
          slots={{ item: MenuItem }}
          onSelectedItemsChange={(_event, itemId) => setOrder(itemId)}
        />
      </div>
      <Typography variant="body2" sx={{ height: 40, lineHeight: '40px' }} noWrap>
        Your order: {order ?? 'nothing yet'}
      </Typography>
    </div>
  );
}
