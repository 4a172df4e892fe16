import * as React from 'react';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const seasons = ['spring', 'summer', 'autumn'];

export default function OneBranchAtATime() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['spring']);

  // A newly opened season closes the others, like an accordion.
  const handleExpandedItemsChange = (_event: React.SyntheticEvent, itemIds: string[]) => {
    const opened = itemIds.find((id) => !expandedItems.includes(id));
    setExpandedItems(opened && seasons.includes(opened) ? [opened] : itemIds);
  };

  return (
    <div style={{ height: 260, overflow: 'auto' }}>
      <SimpleTreeView
        aria-label="Vegetables by season"
        expandedItems={expandedItems}
        onExpandedItemsChange={handleExpandedItemsChange}
      >
        <TreeItem itemId="spring" label="Spring">
          <TreeItem itemId="asparagus" label="Asparagus" />
          <TreeItem itemId="radish" label="Radish" />
        </TreeItem>
        <TreeItem itemId="summer" label="Summer">
          <TreeItem itemId="courgette" label="Courgette" />
          <TreeItem itemId="tomato" label="Tomato" />
        </TreeItem>
        <TreeItem itemId="autumn" label="Autumn">
          <TreeItem itemId="squash" label="Butternut squash" />
          <TreeItem itemId="leek" label="Leek" />
        </TreeItem>
      </SimpleTreeView>
    </div>
  );
}
