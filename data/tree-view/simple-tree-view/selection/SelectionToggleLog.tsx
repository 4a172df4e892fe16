import * as React from 'react';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// One entry per item whose state changed: a Shift range or Ctrl+A adds several at once.
export default function SelectionToggleLog() {
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <div style={{ height: 320, display: 'flex', flexDirection: 'column' }}>
      <div style={{ height: 220, overflow: 'auto' }}>
        <SimpleTreeView
          aria-label="Newsletter topics"
          multiSelect
          defaultExpandedItems={['science', 'culture']}
          onItemSelectionToggle={(_event, itemId, isSelected) =>
            setLog((previous) => [`${isSelected ? '+' : '−'} ${itemId}`, ...previous].slice(0, 8))
          }
        >
          <TreeItem itemId="science" label="Science">
            <TreeItem itemId="space" label="Space" />
            <TreeItem itemId="climate" label="Climate" />
          </TreeItem>
          <TreeItem itemId="culture" label="Culture">
            <TreeItem itemId="books" label="Books" />
            <TreeItem itemId="cinema" label="Cinema" />
          </TreeItem>
        </SimpleTreeView>
      </div>
      <Typography variant="body2" component="div" role="log" aria-label="Selection changes" sx={{ height: 100, overflow: 'auto' }}>
        {log.length === 0 ? 'Select topics (Ctrl or Shift + click, or Ctrl + A in the tree).' : log.join('  ·  ')}
      </Typography>
    </div>
  );
}
