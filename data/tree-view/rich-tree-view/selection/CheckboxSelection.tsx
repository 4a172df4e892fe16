import * as React from 'react';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, TreeItem2Checkbox, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const notifications: TreeViewBaseItem[] = [
  {
    id: 'orders',
    label: 'Orders',
    children: [
      { id: 'orders-shipped', label: 'Order shipped' },
      { id: 'orders-delivered', label: 'Order delivered' },
    ],
  },
  {
    id: 'account',
    label: 'Account',
    children: [
      { id: 'account-login', label: 'New sign-in' },
      { id: 'account-password', label: 'Password changed' },
    ],
  },
];

// Material UI's Checkbox puts `aria-*` props on its outer span: hand the name to the input.
const NamedCheckbox = React.forwardRef(function NamedCheckbox(
  { 'aria-labelledby': labelledBy, ...other }: React.ComponentProps<typeof TreeItem2Checkbox>,
  ref: React.Ref<HTMLButtonElement>,
) {
  return <TreeItem2Checkbox {...other} ref={ref} inputProps={{ 'aria-labelledby': labelledBy }} />;
});

// The default checkbox has no accessible name in 7.23.6: this item names it after its label.
const CheckboxItem = React.forwardRef(function CheckboxItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  const labelId = React.useId();
  return (
    <TreeItem2
      {...props}
      ref={ref}
      slots={{ checkbox: NamedCheckbox }}
      slotProps={{ label: { id: labelId }, checkbox: { 'aria-labelledby': labelId } }}
    />
  );
});

export default function CheckboxSelection() {
  return (
    <div style={{ height: 240, overflow: 'auto' }}>
      <RichTreeView
        aria-label="Email notifications"
        items={notifications}
        checkboxSelection
        multiSelect
        defaultSelectedItems={['orders-shipped', 'account-login']}
        defaultExpandedItems={['orders', 'account']}
        slots={{ item: CheckboxItem }}
      />
    </div>
  );
}
