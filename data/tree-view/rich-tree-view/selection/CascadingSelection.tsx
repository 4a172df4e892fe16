import * as React from 'react';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, TreeItem2Checkbox, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// Material UI's Checkbox puts `aria-*` props on its outer span: hand the name to the input.
const NamedCheckbox = React.forwardRef(function NamedCheckbox(
  { 'aria-labelledby': labelledBy, ...other }: React.ComponentProps<typeof TreeItem2Checkbox>,
  ref: React.Ref<HTMLButtonElement>,
) {
  return <TreeItem2Checkbox {...other} ref={ref} inputProps={{ 'aria-labelledby': labelledBy }} />;
});

// The default checkbox has no accessible name: this item names it after its own label.
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

const permissions: TreeViewBaseItem[] = [
  {
    id: 'content',
    label: 'Content',
    children: [
      { id: 'content.read', label: 'Read articles' },
      { id: 'content.write', label: 'Write articles' },
      { id: 'content.publish', label: 'Publish articles' },
    ],
  },
  {
    id: 'billing',
    label: 'Billing',
    children: [
      { id: 'billing.view', label: 'View invoices' },
      { id: 'billing.pay', label: 'Pay invoices' },
    ],
  },
];

// Lookups built once from the data: the descendants and the ancestors of every item.
const descendants = new Map<string, string[]>();
const ancestors = new Map<string, string[]>();
function index(items: TreeViewBaseItem[], path: string[]): string[] {
  return items.flatMap((item) => {
    ancestors.set(item.id, path);
    const below = index(item.children ?? [], [...path, item.id]);
    descendants.set(item.id, below);
    return [item.id, ...below];
  });
}
index(permissions, []);

export default function CascadingSelection() {
  const [selected, setSelected] = React.useState<string[]>(['content.read']);

  const handleChange = (_event: React.SyntheticEvent, itemIds: string[]) => {
    const next = new Set(itemIds);
    const added = itemIds.filter((id) => !selected.includes(id));
    const removed = selected.filter((id) => !next.has(id));
    // Checking a group checks its descendants; unchecking an item unchecks its descendants and ancestors.
    added.forEach((id) => descendants.get(id)?.forEach((child) => next.add(child)));
    removed.forEach((id) => [...(descendants.get(id) ?? []), ...(ancestors.get(id) ?? [])].forEach((other) => next.delete(other)));
    // A group whose descendants are now all checked gets checked too (closest group first).
    added.forEach((id) =>
      [...(ancestors.get(id) ?? [])].reverse().forEach((parent) => {
        if (descendants.get(parent)?.every((child) => next.has(child))) {
          next.add(parent);
        }
      }),
    );
    setSelected([...next]);
  };

  return (
    <div style={{ height: 300, overflow: 'auto' }}>
      <RichTreeView
        aria-label="Role permissions"
        items={permissions}
        multiSelect
        checkboxSelection
        slots={{ item: CheckboxItem }}
        defaultExpandedItems={['content', 'billing']}
        selectedItems={selected}
        onSelectedItemsChange={handleChange}
      />
    </div>
  );
}
