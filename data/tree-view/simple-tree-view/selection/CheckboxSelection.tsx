import * as React from 'react';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem2, TreeItem2Checkbox, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';

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

export default function CheckboxSelection() {
  const [selected, setSelected] = React.useState<string[]>(['flour']);

  return (
    <div style={{ height: 320, display: 'flex', flexDirection: 'column' }}>
      <div style={{ height: 260, overflow: 'auto' }}>
        <SimpleTreeView
          aria-label="Shopping list"
          checkboxSelection
          multiSelect
          defaultExpandedItems={['bakery', 'dairy']}
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        >
          <CheckboxItem itemId="bakery" label="Baking">
            <CheckboxItem itemId="flour" label="Rye flour" />
            <CheckboxItem itemId="yeast" label="Dry yeast" />
          </CheckboxItem>
          <CheckboxItem itemId="dairy" label="Dairy">
            <CheckboxItem itemId="butter" label="Salted butter" />
            <CheckboxItem itemId="yogurt" label="Greek yogurt" />
          </CheckboxItem>
        </SimpleTreeView>
      </div>
      <Typography variant="body2" sx={{ height: 60, overflow: 'hidden' }}>
        In the basket: {selected.join(', ') || 'nothing yet'}
      </Typography>
    </div>
  );
}
