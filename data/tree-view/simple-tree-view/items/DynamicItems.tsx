import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const ideas = ['Water the plants', 'Call the plumber', 'Book train tickets', 'Return library books'];

export default function DynamicItems() {
  const [tasks, setTasks] = React.useState([{ id: 'task-1', label: 'Buy coffee beans' }]);
  const nextNumber = React.useRef(2);

  const addTask = () => {
    const number = nextNumber.current;
    nextNumber.current += 1;
    // Ids are never reused, even after a task is removed.
    setTasks((previous) => [...previous, { id: `task-${number}`, label: ideas[number % ideas.length] ?? 'New task' }]);
  };

  return (
    <div style={{ height: 300, display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={1} sx={{ height: 48, alignItems: 'center', flexShrink: 0 }}>
        <Button size="small" variant="outlined" onClick={addTask}>
          Add task
        </Button>
        <Button size="small" variant="outlined" onClick={() => setTasks((previous) => previous.slice(0, -1))}>
          Remove last
        </Button>
      </Stack>
      <div style={{ height: 252, overflow: 'auto' }}>
        <SimpleTreeView aria-label="To-do list" defaultExpandedItems={['today']}>
          <TreeItem itemId="today" label={`Today (${tasks.length})`}>
            {tasks.map((task) => (
              <TreeItem key={task.id} itemId={task.id} label={task.label} />
            ))}
          </TreeItem>
          <TreeItem itemId="someday" label="Someday">
            <TreeItem itemId="pottery" label="Try a pottery class" />
          </TreeItem>
        </SimpleTreeView>
      </div>
    </div>
  );
}
