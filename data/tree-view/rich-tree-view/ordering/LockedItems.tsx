import * as React from 'react';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

interface Step {
  id: string;
  label: string;
  /** Fixed steps cannot be picked up; the others can still be dropped around them. */
  fixed?: boolean;
  children?: Step[];
}

const checklist: Step[] = [
  { id: 'kick-off', label: 'Kick-off meeting', fixed: true },
  {
    id: 'build',
    label: 'Build',
    children: [
      { id: 'freeze', label: 'Feature freeze' },
      { id: 'changelog', label: 'Write the changelog' },
      { id: 'translations', label: 'Update translations' },
    ],
  },
  {
    id: 'ship',
    label: 'Ship',
    children: [
      { id: 'tag', label: 'Tag the release' },
      { id: 'announce', label: 'Announce it' },
    ],
  },
  { id: 'retro', label: 'Retrospective', fixed: true },
];

function fixedIdsOf(steps: Step[]): string[] {
  return steps.flatMap((step) => [...(step.fixed ? [step.id] : []), ...fixedIdsOf(step.children ?? [])]);
}

const fixedIds = new Set(fixedIdsOf(checklist));

// Defined outside the component: the tree calls it for every item it renders.
const isItemReorderable = (itemId: string) => !fixedIds.has(itemId);

export default function LockedItems() {
  return (
    <div style={{ height: 300, overflow: 'auto' }}>
      <RichTreeViewPro
        aria-label="Release checklist"
        items={checklist}
        getItemLabel={(step) => (step.fixed ? `${step.label} (fixed)` : step.label)}
        defaultExpandedItems={['build', 'ship']}
        experimentalFeatures={{ indentationAtItemLevel: true, itemsReordering: true }}
        itemsReordering
        isItemReorderable={isItemReorderable}
      />
    </div>
  );
}
