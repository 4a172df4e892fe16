import * as React from 'react';
import Checkbox, { type CheckboxProps } from '@mui/material/Checkbox';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// The checkbox slot gets `visible`, `checked`, `onChange`, `disabled` and `tabIndex`, plus
// what `slotProps.checkbox` adds: here the id of the label, which names the input.
const StarToggle = React.forwardRef(function StarToggle(
  { visible, 'aria-labelledby': labelledBy, ...other }: CheckboxProps & { visible: boolean },
  ref: React.Ref<HTMLButtonElement>,
) {
  if (!visible) {
    return null;
  }
  return (
    <Checkbox
      {...other}
      ref={ref}
      sx={{ p: 0 }}
      icon={<StarBorder />}
      checkedIcon={<Star color="warning" />}
      inputProps={{ 'aria-labelledby': labelledBy }}
    />
  );
});

const StarItem = React.forwardRef(function StarItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  const labelId = React.useId();
  return (
    <TreeItem2
      {...props}
      ref={ref}
      slots={{ checkbox: StarToggle }}
      slotProps={{ label: { id: labelId }, checkbox: { 'aria-labelledby': labelId } }}
    />
  );
});

const recipes: TreeViewBaseItem[] = [
  {
    id: 'baking',
    label: 'Baking',
    children: [
      { id: 'focaccia', label: 'Rosemary focaccia' },
      { id: 'scones', label: 'Cheese scones' },
      { id: 'babka', label: 'Chocolate babka' },
    ],
  },
];

export default function StarCheckbox() {
  const [favourites, setFavourites] = React.useState<string[]>(['babka']);

  return (
    <div style={{ height: 240, display: 'flex', flexDirection: 'column' }}>
      <div style={{ height: 190, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Recipes"
          items={recipes}
          multiSelect
          checkboxSelection
          defaultExpandedItems={['baking']}
          selectedItems={favourites}
          onSelectedItemsChange={(_event, itemIds) => setFavourites(itemIds)}
          slots={{ item: StarItem }}
        />
      </div>
      <Typography variant="body2" noWrap sx={{ height: 50, lineHeight: '50px' }}>
        Favourites: {favourites.join(', ') || 'none'}
      </Typography>
    </div>
  );
}
