import * as React from 'react';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function LabelledTree() {
  return (
    <div style={{ height: 280, display: 'flex', flexDirection: 'column' }}>
      <Typography id="glossary-title" component="p" variant="subtitle1" sx={{ height: 32, flexShrink: 0 }}>
        Sailing glossary
      </Typography>
      <Typography id="glossary-help" variant="caption" color="text.secondary" sx={{ height: 24, flexShrink: 0 }}>
        Type a letter to jump to a term.
      </Typography>
      <div style={{ height: 224, overflow: 'auto' }}>
        {/* The visible heading names the tree; the help text describes it. */}
        <SimpleTreeView
          aria-labelledby="glossary-title"
          aria-describedby="glossary-help"
          defaultExpandedItems={['boat', 'wind']}
        >
          <TreeItem itemId="boat" label="Boat parts">
            <TreeItem itemId="bow" label="Bow" />
            <TreeItem itemId="keel" label="Keel" />
            <TreeItem itemId="stern" label="Stern" />
          </TreeItem>
          <TreeItem itemId="wind" label="Wind directions">
            <TreeItem itemId="leeward" label="Leeward" />
            <TreeItem itemId="windward" label="Windward" />
          </TreeItem>
        </SimpleTreeView>
      </div>
    </div>
  );
}
