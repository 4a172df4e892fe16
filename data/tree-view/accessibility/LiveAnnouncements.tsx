import * as React from 'react';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, TreeItem2Checkbox, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// Material UI's Checkbox puts `aria-*` props on its outer span: hand the name to the input.
const NamedCheckbox = React.forwardRef(function NamedCheckbox(
  { 'aria-labelledby': labelledBy, ...other }: React.ComponentProps<typeof TreeItem2Checkbox>,
  ref: React.Ref<HTMLButtonElement>,
) {
  return <TreeItem2Checkbox {...other} ref={ref} inputProps={{ 'aria-labelledby': labelledBy }} />;
});

// The default checkbox has no accessible name: this item names it after its own label.
const CheckboxItem = React.forwardRef(function CheckboxItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  const labelId = React.useId();
  return (
    <TreeItem2
      {...props}
      ref={ref}
      slots={{ checkbox: NamedCheckbox }}
      slotProps={{ label: { id: labelId }, checkbox: { 'aria-labelledby': labelId } }}
    />
  );
});

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
          slots={{ item: CheckboxItem }}
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
