import * as React from 'react';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const timezones: TreeViewBaseItem[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      { id: 'Europe/Lisbon', label: 'Lisbon' },
      { id: 'Europe/Warsaw', label: 'Warsaw' },
    ],
  },
  {
    id: 'asia',
    label: 'Asia',
    children: [
      { id: 'Asia/Tokyo', label: 'Tokyo' },
      { id: 'Asia/Kolkata', label: 'Kolkata' },
    ],
  },
];
const regions = new Set(timezones.map((region) => region.id));

export default function LeafOnlySelection() {
  const [zone, setZone] = React.useState<string | null>('Europe/Lisbon');

  return (
    <div style={{ height: 260, display: 'flex', flexDirection: 'column' }}>
      <div style={{ height: 220, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Time zone"
          items={timezones}
          defaultExpandedItems={['europe']}
          selectedItems={zone}
          // Clicking a region only opens it: the selection keeps the previous city.
          onSelectedItemsChange={(_event, itemId) => {
            if (itemId === null || !regions.has(itemId)) {
              setZone(itemId);
            }
          }}
        />
      </div>
      <Typography variant="body2" noWrap sx={{ height: 40, lineHeight: '40px' }}>
        Time zone: {zone ?? 'none'}
      </Typography>
    </div>
  );
}
