import * as React from 'react';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const courses: TreeViewBaseItem[] = [
  {
    id: 'math',
    label: 'Mathematics',
    children: [
      { id: 'algebra', label: 'Linear algebra' },
      { id: 'stats', label: 'Statistics' },
    ],
  },
  {
    id: 'languages',
    label: 'Languages',
    children: [
      { id: 'latin', label: 'Latin' },
      { id: 'korean', label: 'Korean' },
    ],
  },
];

export default function LiveAnnouncements() {
  const [message, setMessage] = React.useState('No course chosen yet.');

  return (
    <div style={{ height: 280, display: 'flex', flexDirection: 'column' }}>
      <div style={{ height: 220, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Elective courses"
          items={courses}
          multiSelect
          checkboxSelection
          defaultExpandedItems={['math']}
          onSelectedItemsChange={(_event, itemIds) =>
            setMessage(itemIds.length === 1 ? '1 course chosen.' : `${itemIds.length} courses chosen.`)
          }
        />
      </div>
      {/* A polite live region: screen readers read its new text after the current announcement. */}
      <Typography role="status" aria-live="polite" variant="body2" noWrap sx={{ height: 60, lineHeight: '60px' }}>
        {message}
      </Typography>
    </div>
  );
}
