import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const warehouses: TreeViewBaseItem[] = [
  {
    id: 'north',
    label: 'North',
    children: [
      { id: 'oslo', label: 'Oslo' },
      { id: 'bergen', label: 'Bergen' },
    ],
  },
  {
    id: 'south',
    label: 'South',
    children: [
      { id: 'seville', label: 'Seville' },
      { id: 'naples', label: 'Naples' },
    ],
  },
];

const leafIds = (items: TreeViewBaseItem[]): string[] =>
  items.flatMap((item) => (item.children?.length ? leafIds(item.children) : [item.id]));

// The array lives in state: buttons set it from the data, and the tree writes user changes back.
export default function ControlledSelection() {
  const [selected, setSelected] = React.useState<string[]>([]);

  return (
    <div style={{ height: 300, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setSelected(leafIds(warehouses))}>
          Every warehouse
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSelected(leafIds(warehouses.filter((region) => region.id === 'south')))}>
          South only
        </Button>
        <Button size="small" variant="outlined" disabled={selected.length === 0} onClick={() => setSelected([])}>
          Clear
        </Button>
      </Stack>
      <div style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Warehouses"
          items={warehouses}
          multiSelect
          defaultExpandedItems={['north', 'south']}
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        />
      </div>
    </div>
  );
}
