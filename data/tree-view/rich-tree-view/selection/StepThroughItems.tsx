import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const course: TreeViewBaseItem[] = [
  {
    id: 'week-1',
    label: 'Week 1',
    children: [
      { id: 'intro', label: 'Introduction' },
      { id: 'setup', label: 'Setting up' },
    ],
  },
  {
    id: 'week-2',
    label: 'Week 2',
    children: [
      { id: 'basics', label: 'The basics' },
      { id: 'quiz', label: 'First quiz' },
    ],
  },
];

const lessons = course.flatMap((week) => week.children ?? []).map((lesson) => lesson.id);

// "Previous" and "Next" select a lesson with selectItem, as a click would, so onSelectedItemsChange keeps the state.
export default function StepThroughItems() {
  const apiRef = useTreeViewApiRef();
  const [current, setCurrent] = React.useState<string | null>('intro');
  const index = current ? lessons.indexOf(current) : -1;

  const go = (event: React.SyntheticEvent, step: number) => {
    const target = lessons[index + step];
    if (target) {
      apiRef.current?.selectItem({ event, itemId: target, shouldBeSelected: true });
    }
  };

  return (
    <div style={{ height: 260, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" disabled={index <= 0} onClick={(event) => go(event, -1)}>
          Previous lesson
        </Button>
        <Button size="small" variant="outlined" disabled={index === lessons.length - 1} onClick={(event) => go(event, 1)}>
          Next lesson
        </Button>
      </Stack>
      <div style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Course lessons"
          apiRef={apiRef}
          items={course}
          defaultExpandedItems={['week-1', 'week-2']}
          defaultSelectedItems="intro"
          onSelectedItemsChange={(_event, itemId) => setCurrent(itemId)}
        />
      </div>
    </div>
  );
}
