import * as React from 'react';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const recipes: TreeViewBaseItem[] = [
  {
    id: 'breakfast',
    label: 'Breakfast',
    children: [
      { id: 'porridge', label: 'Cardamom porridge' },
      { id: 'shakshuka', label: 'Shakshuka' },
    ],
  },
  {
    id: 'dinner',
    label: 'Dinner',
    children: [
      { id: 'dal', label: 'Red lentil dal' },
      { id: 'risotto', label: 'Mushroom risotto' },
      { id: 'tacos', label: 'Black bean tacos' },
    ],
  },
  { id: 'desserts', label: 'Desserts', children: [{ id: 'crumble', label: 'Rhubarb crumble' }] },
];

// Flattens the tree once so the label of any id can be looked up.
function collectLabels(items: TreeViewBaseItem[], labels = new Map<string, string>()) {
  items.forEach((item) => {
    labels.set(item.id, item.label);
    collectLabels(item.children ?? [], labels);
  });
  return labels;
}
const labels = collectLabels(recipes);

export default function FirstRichTree() {
  const [selectedItem, setSelectedItem] = React.useState<string | null>('dal');

  return (
    <div style={{ height: 300, display: 'flex', flexDirection: 'column' }}>
      <div style={{ height: 260, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Recipes"
          items={recipes}
          defaultExpandedItems={['dinner']}
          selectedItems={selectedItem}
          onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
        />
      </div>
      <Typography variant="body2" noWrap sx={{ height: 40, lineHeight: '40px' }}>
        Selected: {selectedItem === null ? 'nothing' : labels.get(selectedItem)}
      </Typography>
    </div>
  );
}
