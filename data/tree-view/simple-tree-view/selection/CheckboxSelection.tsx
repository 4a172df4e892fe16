import * as React from 'react';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

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
          <TreeItem itemId="bakery" label="Baking">
            <TreeItem itemId="flour" label="Rye flour" />
            <TreeItem itemId="yeast" label="Dry yeast" />
          </TreeItem>
          <TreeItem itemId="dairy" label="Dairy">
            <TreeItem itemId="butter" label="Salted butter" />
            <TreeItem itemId="yogurt" label="Greek yogurt" />
          </TreeItem>
        </SimpleTreeView>
      </div>
      <Typography variant="body2" sx={{ height: 60, overflow: 'hidden' }}>
        In the basket: {selected.join(', ') || 'nothing yet'}
      </Typography>
    </div>
  );
}
