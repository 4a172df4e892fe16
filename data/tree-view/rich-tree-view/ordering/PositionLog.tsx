import * as React from 'react';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewBaseItem } from '@mui/x-tree-view-pro';

const tasks: TreeViewBaseItem[] = [
  {
    id: 'design',
    label: 'Design',
    children: [
      { id: 'wireframes', label: 'Wireframes' },
      { id: 'mockups', label: 'Mock-ups' },
    ],
  },
  {
    id: 'development',
    label: 'Development',
    children: [
      { id: 'api', label: 'API' },
      { id: 'frontend', label: 'Front end' },
    ],
  },
  { id: 'launch', label: 'Launch' },
];

const flatten = (items: TreeViewBaseItem[]): TreeViewBaseItem[] => items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
const labelOf = new Map(flatten(tasks).map((item) => [item.id, item.label]));

interface Position {
  parentId: string | null;
  index: number;
}

const where = ({ parentId, index: position }: Position) =>
  `position ${position + 1} of ${parentId === null ? 'the top level' : labelOf.get(parentId)}`;

export default function PositionLog() {
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <div style={{ height: 340, display: 'flex', flexDirection: 'column' }}>
      <div style={{ height: 240, overflow: 'auto' }}>
        <RichTreeViewPro
          aria-label="Project tasks"
          items={tasks}
          defaultExpandedItems={['design', 'development']}
          experimentalFeatures={{ indentationAtItemLevel: true, itemsReordering: true }}
          itemsReordering
          onItemPositionChange={({ itemId, oldPosition, newPosition }) =>
            setLog((previous) => [`${labelOf.get(itemId)}: from ${where(oldPosition)} to ${where(newPosition)}`, ...previous].slice(0, 3))
          }
        />
      </div>
      <Typography variant="body2" component="div" role="log" aria-label="Moves" sx={{ height: 100, overflow: 'auto' }}>
        {log.length === 0 ? 'Drag a task to see its old and new position.' : log.map((line, i) => <div key={`${i}-${line}`}>{line}</div>)}
      </Typography>
    </div>
  );
}
