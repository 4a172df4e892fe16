import * as React from 'react';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function ChildrenApi() {
  const apiRef = useTreeViewApiRef();
  const [summary, setSummary] = React.useState('Select an item.');

  const handleSelection = (_event: React.SyntheticEvent, itemId: string | null) => {
    if (itemId === null || !apiRef.current) {
      return;
    }
    // The ids of the direct children, in display order; `null` would give the root items.
    const children = apiRef.current.getItemOrderedChildrenIds(itemId);
    setSummary(children.length ? `${itemId} contains: ${children.join(', ')}` : `${itemId} has no children`);
  };

  return (
    <div style={{ height: 280, display: 'flex', flexDirection: 'column' }}>
      <div style={{ height: 220, overflow: 'auto' }}>
        <SimpleTreeView
          aria-label="Recipe book"
          apiRef={apiRef}
          defaultExpandedItems={['soups']}
          onSelectedItemsChange={handleSelection}
        >
          <TreeItem itemId="soups" label="Soups">
            <TreeItem itemId="minestrone" label="Minestrone" />
            <TreeItem itemId="pho" label="Pho" />
            <TreeItem itemId="gazpacho" label="Gazpacho" />
          </TreeItem>
          <TreeItem itemId="salads" label="Salads">
            <TreeItem itemId="tabbouleh" label="Tabbouleh" />
          </TreeItem>
        </SimpleTreeView>
      </div>
      <Typography variant="body2" sx={{ height: 60, overflow: 'hidden' }}>
        {summary}
      </Typography>
    </div>
  );
}
