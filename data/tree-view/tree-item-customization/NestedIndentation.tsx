import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2 } from '@mui/x-tree-view/TreeItem2';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const taxonomy: TreeViewBaseItem[] = [
  {
    id: 'animals',
    label: 'Animals',
    children: [
      {
        id: 'birds',
        label: 'Birds',
        children: [
          { id: 'owls', label: 'Owls', children: [{ id: 'barn-owl', label: 'Barn owl' }] },
          { id: 'gulls', label: 'Gulls' },
        ],
      },
    ],
  },
];

const sizes = { compact: 6, default: 12, roomy: 28 } as const;
type Size = keyof typeof sizes;

// itemChildrenIndentation sets how far each level of TreeItem2 moves in.
export default function NestedIndentation() {
  const [size, setSize] = React.useState<Size>('roomy');

  return (
    <div style={{ height: 240, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <ToggleButtonGroup size="small" exclusive value={size} onChange={(_event, value: Size | null) => value && setSize(value)} aria-label="Indentation">
        {(Object.keys(sizes) as Size[]).map((key) => (
          <ToggleButton key={key} value={key}>
            {key} ({sizes[key]} px)
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <div style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Animal taxonomy"
          items={taxonomy}
          itemChildrenIndentation={sizes[size]}
          defaultExpandedItems={['animals', 'birds', 'owls']}
          slots={{ item: TreeItem2 }}
        />
      </div>
    </div>
  );
}
