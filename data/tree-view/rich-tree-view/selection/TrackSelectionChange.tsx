import * as React from 'react';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const channels: TreeViewBaseItem[] = [
  {
    id: 'teams',
    label: 'Teams',
    children: [
      { id: 'design', label: '#design' },
      { id: 'backend', label: '#backend' },
      { id: 'support', label: '#support' },
    ],
  },
];

// onItemSelectionToggle runs once per item that changed: here it subscribes or unsubscribes one channel at a time.
export default function TrackSelectionChange() {
  const [events, setEvents] = React.useState<string[]>([]);

  return (
    <div style={{ height: 280, display: 'flex', flexDirection: 'column' }}>
      <div style={{ height: 180, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Channels to follow"
          items={channels}
          multiSelect
          defaultExpandedItems={['teams']}
          onItemSelectionToggle={(_event, itemId, isSelected) =>
            setEvents((previous) => [`${isSelected ? 'Subscribed to' : 'Unsubscribed from'} ${itemId}`, ...previous].slice(0, 4))
          }
        />
      </div>
      <Typography variant="body2" component="div" role="log" aria-label="Subscriptions" sx={{ height: 100, overflow: 'auto' }}>
        {events.length === 0 ? 'Select channels; Shift + click a range to see one call per channel.' : events.map((line, index) => <div key={`${index}-${line}`}>{line}</div>)}
      </Typography>
    </div>
  );
}
