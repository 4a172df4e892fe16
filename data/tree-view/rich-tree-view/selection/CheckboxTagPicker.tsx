import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const topics: TreeViewBaseItem[] = [
  {
    id: 'outdoors',
    label: 'Outdoors',
    children: [
      { id: 'hiking', label: 'Hiking' },
      { id: 'climbing', label: 'Climbing' },
      { id: 'kayaking', label: 'Kayaking' },
    ],
  },
  {
    id: 'crafts',
    label: 'Crafts',
    children: [
      { id: 'knitting', label: 'Knitting' },
      { id: 'woodwork', label: 'Woodwork' },
    ],
  },
];

const labelOf = new Map<string, string>();
const collect = (items: TreeViewBaseItem[]) =>
  items.forEach((item) => {
    labelOf.set(item.id, item.label);
    collect(item.children ?? []);
  });
collect(topics);

export default function CheckboxTagPicker() {
  const [selected, setSelected] = React.useState<string[]>(['hiking', 'knitting']);

  return (
    <div style={{ height: 340, display: 'flex', flexDirection: 'column' }}>
      <div style={{ height: 260, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Interests"
          items={topics}
          multiSelect
          checkboxSelection
          defaultExpandedItems={['outdoors', 'crafts']}
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        />
      </div>
      {/* Deleting a chip removes the id from the controlled selection. */}
      <Stack direction="row" sx={{ height: 80, flexWrap: 'wrap', gap: 0.5, alignContent: 'flex-start', overflow: 'auto' }}>
        {selected.map((id) => (
          <Chip
            key={id}
            size="small"
            label={labelOf.get(id) ?? id}
            onDelete={() => setSelected((previous) => previous.filter((other) => other !== id))}
          />
        ))}
      </Stack>
    </div>
  );
}
