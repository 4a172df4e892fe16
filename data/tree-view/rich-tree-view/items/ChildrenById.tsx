import * as React from 'react';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const regions: TreeViewBaseItem[] = [
  {
    id: 'nordics',
    label: 'Nordics',
    children: [
      { id: 'norway', label: 'Norway' },
      { id: 'sweden', label: 'Sweden' },
      { id: 'finland', label: 'Finland' },
    ],
  },
  {
    id: 'baltics',
    label: 'Baltics',
    children: [
      { id: 'estonia', label: 'Estonia' },
      { id: 'latvia', label: 'Latvia' },
    ],
  },
];

export default function ChildrenById() {
  const apiRef = useTreeViewApiRef();
  const [summary, setSummary] = React.useState('Select a region to list its countries.');

  const describe = (_event: React.SyntheticEvent, itemId: string | null) => {
    if (!itemId || !apiRef.current) {
      return;
    }
    // Ids in display order; null would give the top-level items.
    const childIds = apiRef.current.getItemOrderedChildrenIds(itemId);
    const names = childIds.map((id) => apiRef.current?.getItem(id).label);
    setSummary(childIds.length > 0 ? `${childIds.length} countries: ${names.join(', ')}` : 'No countries below this item.');
  };

  return (
    <div style={{ height: 260, display: 'flex', flexDirection: 'column' }}>
      <div style={{ height: 200, overflow: 'auto' }}>
        <RichTreeView aria-label="Sales regions" apiRef={apiRef} items={regions} onSelectedItemsChange={describe} />
      </div>
      <Typography variant="body2" sx={{ height: 60 }}>
        {summary}
      </Typography>
    </div>
  );
}
