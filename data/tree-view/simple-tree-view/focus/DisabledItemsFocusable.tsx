import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisabledItemsFocusable() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <div style={{ height: 280, display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        sx={{ height: 40, m: 0, flexShrink: 0 }}
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="disabledItemsFocusable"
      />
      <div style={{ height: 240, overflow: 'auto' }}>
        <SimpleTreeView
          aria-label="Train lines"
          disabledItemsFocusable={focusable}
          defaultExpandedItems={['north', 'south']}
        >
          <TreeItem itemId="north" label="Northern line">
            <TreeItem itemId="n1" label="Harbour station" />
            <TreeItem itemId="n2" label="Old mill (closed for works)" disabled />
            <TreeItem itemId="n3" label="University" />
          </TreeItem>
          <TreeItem itemId="south" label="Southern line (suspended)" disabled>
            <TreeItem itemId="s1" label="Airport" />
          </TreeItem>
        </SimpleTreeView>
      </div>
    </div>
  );
}
