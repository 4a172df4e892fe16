import * as React from 'react';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

interface Trail {
  id: string;
  label: string;
  km?: number;
  children?: Trail[];
}

const trails: Trail[] = [
  {
    id: 'coast',
    label: 'Coastal trails',
    children: [
      { id: 'cliff-walk', label: 'Cliff walk', km: 7 },
      { id: 'lighthouse-loop', label: 'Lighthouse loop', km: 12 },
    ],
  },
  {
    id: 'forest',
    label: 'Forest trails',
    children: [
      { id: 'beech-path', label: 'Beech path', km: 5 },
      { id: 'ridge-route', label: 'Ridge route', km: 18 },
    ],
  },
];

// The default: one selected item at a time, as an id or null. The record comes back with getItem.
export default function SingleSelection() {
  const apiRef = useTreeViewApiRef();
  const [details, setDetails] = React.useState('Pick a trail.');

  return (
    <div style={{ height: 260, display: 'flex', flexDirection: 'column' }}>
      <div style={{ height: 210, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Hiking trails"
          apiRef={apiRef}
          items={trails}
          defaultExpandedItems={['coast', 'forest']}
          onSelectedItemsChange={(_event, itemId) => {
            const trail: Trail | undefined = itemId ? apiRef.current?.getItem(itemId) : undefined;
            setDetails(trail?.km ? `${trail.label}: ${trail.km} km` : `${trail?.label ?? 'Nothing'} selected`);
          }}
        />
      </div>
      <Typography variant="body2" sx={{ height: 50, lineHeight: '50px' }} noWrap>
        {details}
      </Typography>
    </div>
  );
}
