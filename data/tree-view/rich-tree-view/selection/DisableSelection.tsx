import * as React from 'react';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const orgChart: TreeViewBaseItem[] = [
  {
    id: 'ceo',
    label: 'Chief executive',
    children: [
      {
        id: 'cto',
        label: 'Chief technology officer',
        children: [
          { id: 'platform', label: 'Platform team' },
          { id: 'mobile', label: 'Mobile team' },
        ],
      },
      { id: 'cfo', label: 'Chief financial officer', children: [{ id: 'payroll', label: 'Payroll' }] },
    ],
  },
];

// A read-only chart: groups still open and close, and focus moves with the keyboard, but nothing gets selected.
export default function DisableSelection() {
  return (
    <div style={{ height: 260, overflow: 'auto' }}>
      <RichTreeView aria-label="Organisation chart" items={orgChart} disableSelection defaultExpandedItems={['ceo', 'cto']} />
    </div>
  );
}
