import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function FocusableDisabledItems() {
  const [focusable, setFocusable] = React.useState(true);

  return (
    <div style={{ height: 240, overflow: 'auto' }}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="disabledItemsFocusable"
      />
      {/* Focus the tree with Tab, then move with the arrow keys: with the switch on, focus stops on the sold-out sizes. */}
      <SimpleTreeView aria-label="Shoe sizes" defaultExpandedItems={['sizes']} disabledItemsFocusable={focusable}>
        <TreeItem itemId="sizes" label="Sizes in stock">
          <TreeItem itemId="eu-40" label="EU 40" />
          <TreeItem itemId="eu-41" label="EU 41 (sold out)" disabled />
          <TreeItem itemId="eu-42" label="EU 42" />
          <TreeItem itemId="eu-43" label="EU 43 (sold out)" disabled />
        </TreeItem>
      </SimpleTreeView>
    </div>
  );
}
