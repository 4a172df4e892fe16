import * as React from 'react';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// With `multiSelect`, the value is always an array of ids.
export default function MultiSelection() {
  const [selected, setSelected] = React.useState<string[]>(['bass', 'drums']);

  return (
    <div style={{ height: 300, display: 'flex', flexDirection: 'column' }}>
      <div style={{ height: 240, overflow: 'auto' }}>
        <SimpleTreeView
          aria-label="Band members"
          multiSelect
          defaultExpandedItems={['rhythm', 'melody']}
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        >
          <TreeItem itemId="rhythm" label="Rhythm section">
            <TreeItem itemId="bass" label="Bass" />
            <TreeItem itemId="drums" label="Drums" />
            <TreeItem itemId="percussion" label="Percussion" />
          </TreeItem>
          <TreeItem itemId="melody" label="Melody">
            <TreeItem itemId="trumpet" label="Trumpet" />
            <TreeItem itemId="vocals" label="Vocals" />
          </TreeItem>
        </SimpleTreeView>
      </div>
      <Typography variant="body2" sx={{ height: 60, overflow: 'hidden' }}>
        {selected.length} selected: {selected.join(', ') || 'none'}
      </Typography>
    </div>
  );
}
