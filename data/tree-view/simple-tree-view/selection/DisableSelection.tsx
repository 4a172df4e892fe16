import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisableSelection() {
  const [readOnly, setReadOnly] = React.useState(true);

  return (
    <div style={{ height: 280, display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        sx={{ height: 40, m: 0, flexShrink: 0 }}
        control={<Switch checked={readOnly} onChange={(event) => setReadOnly(event.target.checked)} />}
        label="disableSelection"
      />
      <div style={{ height: 240, overflow: 'auto' }}>
        <SimpleTreeView
          aria-label="Table of contents"
          disableSelection={readOnly}
          defaultExpandedItems={['part-1']}
          defaultSelectedItems="chapter-2"
        >
          <TreeItem itemId="part-1" label="Part I: Seeds">
            <TreeItem itemId="chapter-1" label="1. Choosing varieties" />
            <TreeItem itemId="chapter-2" label="2. Sowing indoors" />
          </TreeItem>
          <TreeItem itemId="part-2" label="Part II: Harvest">
            <TreeItem itemId="chapter-3" label="3. Drying herbs" />
          </TreeItem>
        </SimpleTreeView>
      </div>
    </div>
  );
}
