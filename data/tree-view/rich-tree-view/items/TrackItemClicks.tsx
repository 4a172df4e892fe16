import * as React from 'react';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const docs: TreeViewBaseItem[] = [
  {
    id: 'guides',
    label: 'Guides',
    children: [
      { id: 'install', label: 'Installation' },
      { id: 'deploy', label: 'Deployment' },
    ],
  },
  { id: 'changelog', label: 'Changelog' },
];

// Counts clicks per item, the way an analytics hook would; expansion and selection carry on as usual.
export default function TrackItemClicks() {
  const [counts, setCounts] = React.useState<Record<string, number>>({});

  return (
    <div style={{ height: 240, display: 'flex', flexDirection: 'column' }}>
      <div style={{ height: 170, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Documentation"
          items={docs}
          defaultExpandedItems={['guides']}
          onItemClick={(_event, itemId) => setCounts((previous) => ({ ...previous, [itemId]: (previous[itemId] ?? 0) + 1 }))}
        />
      </div>
      <Typography variant="body2" role="status" sx={{ height: 70, overflow: 'hidden' }}>
        {Object.keys(counts).length === 0
          ? 'No clicks yet.'
          : Object.entries(counts)
              .map(([itemId, count]) => `${itemId}: ${count}`)
              .join(', ')}
      </Typography>
    </div>
  );
}
