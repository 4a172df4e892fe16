import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
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

const topics: TreeViewBaseItem[] = [
  {
    id: 'outdoors',
    label: 'Outdoors',
    children: [
      { id: 'hiking', label: 'Hiking' },
      { id: 'climbing', label: 'Climbing' },
      { id: 'kayaking', label: 'Kayaking' },
    ],
  },
  {
    id: 'crafts',
    label: 'Crafts',
    children: [
      { id: 'knitting', label: 'Knitting' },
      { id: 'woodwork', label: 'Woodwork' },
    ],
  },
];

const labelOf = new Map<string, string>();
const collect = (items: TreeViewBaseItem[]) =>
  items.forEach((item) => {
    labelOf.set(item.id, item.label);
    collect(item.children ?? []);
  });
collect(topics);

export default function CheckboxTagPicker() {
  const [selected, setSelected] = React.useState<string[]>(['hiking', 'knitting']);

  return (
    <div style={{ height: 340, display: 'flex', flexDirection: 'column' }}>
      <div style={{ height: 260, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Interests"
          items={topics}
          multiSelect
          checkboxSelection
          slots={{ item: CheckboxItem }}
          defaultExpandedItems={['outdoors', 'crafts']}
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        />
      </div>
      {/* Deleting a chip removes the id from the controlled selection. */}
      <Stack direction="row" sx={{ height: 80, flexWrap: 'wrap', gap: 0.5, alignContent: 'flex-start', overflow: 'auto' }}>
        {selected.map((id) => (
          <Chip
            key={id}
            size="small"
            label={labelOf.get(id) ?? id}
            onDelete={() => setSelected((previous) => previous.filter((other) => other !== id))}
          />
        ))}
      </Stack>
    </div>
  );
}
