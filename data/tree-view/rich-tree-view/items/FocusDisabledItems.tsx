import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Course {
  id: string;
  label: string;
  full?: boolean;
  children?: Course[];
}

const courses: Course[] = [
  {
    id: 'autumn',
    label: 'Autumn term',
    children: [
      { id: 'pottery', label: 'Pottery' },
      { id: 'italian', label: 'Italian (full)', full: true },
      { id: 'chess', label: 'Chess' },
    ],
  },
];

const isFull = (course: Course) => course.full === true;

export default function FocusDisabledItems() {
  const [focusable, setFocusable] = React.useState(true);
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <div style={{ height: 260, display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        sx={{ height: 40, m: 0 }}
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="disabledItemsFocusable"
      />
      <div style={{ height: 180, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Evening classes"
          items={courses}
          isItemDisabled={isFull}
          disabledItemsFocusable={focusable}
          defaultExpandedItems={['autumn']}
          onItemFocus={(_event, itemId) => setFocused(itemId)}
        />
      </div>
      <Typography variant="body2" sx={{ height: 40, lineHeight: '40px' }} noWrap>
        {focused === 'italian' ? 'Italian is full: join the waiting list at the desk.' : `Focused: ${focused ?? 'none'} (use the arrow keys)`}
      </Typography>
    </div>
  );
}
