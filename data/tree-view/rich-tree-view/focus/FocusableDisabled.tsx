import * as React from 'react';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Session {
  id: string;
  title: string;
  seatsLeft?: number;
  children?: Session[];
}

const program: Session[] = [
  {
    id: 'morning',
    title: 'Morning workshops',
    children: [
      { id: 'w1', title: 'Intro to pottery', seatsLeft: 4 },
      { id: 'w2', title: 'Bread baking', seatsLeft: 0 },
      { id: 'w3', title: 'Bike repair', seatsLeft: 2 },
    ],
  },
];

const getTitle = (session: Session) => (session.seatsLeft === 0 ? `${session.title} (full)` : session.title);
const isFull = (session: Session) => session.seatsLeft === 0;

export default function FocusableDisabled() {
  const [focused, setFocused] = React.useState('Use the arrow keys: the full workshop gets focus too.');

  return (
    <div style={{ height: 220, display: 'flex', flexDirection: 'column' }}>
      <div style={{ height: 170, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Workshop program"
          items={program}
          getItemLabel={getTitle}
          isItemDisabled={isFull}
          disabledItemsFocusable
          defaultExpandedItems={['morning']}
          onItemFocus={(_event, itemId) => setFocused(`Focused: ${itemId}`)}
        />
      </div>
      <Typography variant="body2" noWrap sx={{ height: 50, lineHeight: '50px' }}>
        {focused}
      </Typography>
    </div>
  );
}
