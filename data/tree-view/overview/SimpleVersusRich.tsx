import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// The same three stops, once as JSX and once as data.
const stops: TreeViewBaseItem[] = [
  {
    id: 'day-1',
    label: 'Day 1: Kyoto',
    children: [
      { id: 'temple', label: 'Fushimi Inari' },
      { id: 'market', label: 'Nishiki market' },
    ],
  },
  { id: 'day-2', label: 'Day 2: Nara' },
];

export default function SimpleVersusRich() {
  return (
    <Box sx={{ height: 300, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1, overflow: 'auto' }}>
      <div>
        <Typography variant="overline">SimpleTreeView</Typography>
        <SimpleTreeView aria-label="Itinerary written as JSX" defaultExpandedItems={['day-1']}>
          <TreeItem itemId="day-1" label="Day 1: Kyoto">
            <TreeItem itemId="temple" label="Fushimi Inari" />
            <TreeItem itemId="market" label="Nishiki market" />
          </TreeItem>
          <TreeItem itemId="day-2" label="Day 2: Nara" />
        </SimpleTreeView>
      </div>
      <div>
        <Typography variant="overline">RichTreeView</Typography>
        <RichTreeView aria-label="Itinerary passed as data" items={stops} defaultExpandedItems={['day-1']} />
      </div>
    </Box>
  );
}
