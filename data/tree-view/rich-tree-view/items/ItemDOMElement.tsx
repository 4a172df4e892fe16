import * as React from 'react';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const settings: TreeViewBaseItem[] = [
  {
    id: 'account',
    label: 'Account',
    children: [
      { id: 'profile', label: 'Profile' },
      { id: 'security', label: 'Security' },
    ],
  },
  {
    id: 'notifications',
    label: 'Notifications',
    children: [
      { id: 'email', label: 'Email' },
      { id: 'push', label: 'Push' },
    ],
  },
];

// A product tour: the tip points at the item's label, found inside the <li> that getItemDOMElement returns.
export default function ItemDOMElement() {
  const apiRef = useTreeViewApiRef();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);

  const pointAt = (itemId: string) => {
    const item = apiRef.current?.getItemDOMElement(itemId) ?? null;
    setAnchor(item?.querySelector<HTMLElement>(`.${treeItemClasses.label}`) ?? item);
  };

  return (
    <div style={{ height: 260, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div>
        <Button size="small" variant="outlined" onClick={() => pointAt('security')}>
          Where is two-step sign-in?
        </Button>
      </div>
      <div style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
        <RichTreeView aria-label="Settings" apiRef={apiRef} items={settings} defaultExpandedItems={['account', 'notifications']} />
      </div>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      >
        <Typography variant="body2" sx={{ p: 1.5, maxWidth: 220 }}>
          Two-step sign-in is in Security, with your password and recovery codes.
        </Typography>
      </Popover>
    </div>
  );
}
