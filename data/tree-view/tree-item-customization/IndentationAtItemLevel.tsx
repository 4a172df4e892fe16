import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2 } from '@mui/x-tree-view/TreeItem2';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const mailbox: TreeViewBaseItem[] = [
  {
    id: 'projects',
    label: 'Projects',
    children: [
      { id: 'apollo', label: 'Apollo', children: [{ id: 'apollo-specs', label: 'Specifications' }] },
      { id: 'hermes', label: 'Hermes' },
    ],
  },
];

// With the experimental flag, each item pads its own content, so the selected row spans the whole width.
export default function IndentationAtItemLevel() {
  const [atItemLevel, setAtItemLevel] = React.useState(true);

  return (
    <div style={{ height: 240, display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        sx={{ height: 40, m: 0 }}
        control={<Switch checked={atItemLevel} onChange={(event) => setAtItemLevel(event.target.checked)} />}
        label="indentationAtItemLevel"
      />
      <div style={{ height: 200, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Project folders"
          items={mailbox}
          experimentalFeatures={{ indentationAtItemLevel: atItemLevel }}
          defaultExpandedItems={['projects', 'apollo']}
          defaultSelectedItems="apollo-specs"
          slots={{ item: TreeItem2 }}
        />
      </div>
    </div>
  );
}
