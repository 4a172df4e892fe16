import * as React from 'react';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const threads: TreeViewBaseItem[] = [
  {
    id: 'support',
    label: 'Support',
    children: [
      { id: 't1', label: 'Invoice #4471 shows the wrong billing address after the last update' },
      { id: 't2', label: 'Cannot export the quarterly report to a spreadsheet from the mobile app' },
      { id: 't3', label: 'Thanks!' },
    ],
  },
];

// slotProps.label styles the default label and adds the full text as a native tooltip.
const ThreadItem = React.forwardRef(function ThreadItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  return (
    <TreeItem2
      {...props}
      ref={ref}
      slotProps={{
        label: {
          title: typeof props.label === 'string' ? props.label : undefined,
          style: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
        },
      }}
    />
  );
});

export default function TruncatedLabels() {
  return (
    <div style={{ height: 180, overflow: 'auto' }}>
      <RichTreeView aria-label="Support threads" items={threads} defaultExpandedItems={['support']} slots={{ item: ThreadItem }} />
    </div>
  );
}
