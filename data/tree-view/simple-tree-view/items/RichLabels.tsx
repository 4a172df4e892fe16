import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// A label can be any React node: here a name, a status chip and a count.
function InboxLabel({ name, unread, status }: { name: string; unread: number; status?: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Typography variant="body2" noWrap sx={{ flexGrow: 1 }}>
        {name}
      </Typography>
      {status ? <Chip label={status} size="small" variant="outlined" /> : null}
      <Typography variant="caption" color="text.secondary">
        {unread}
      </Typography>
    </Box>
  );
}

export default function RichLabels() {
  return (
    <div style={{ height: 220, overflow: 'auto' }}>
      <SimpleTreeView aria-label="Support queues" defaultExpandedItems={['queues']}>
        <TreeItem itemId="queues" label={<InboxLabel name="Queues" unread={17} />}>
          <TreeItem itemId="billing" label={<InboxLabel name="Billing" unread={9} status="Urgent" />} />
          <TreeItem itemId="shipping" label={<InboxLabel name="Shipping" unread={6} />} />
          <TreeItem itemId="returns" label={<InboxLabel name="Returns" unread={2} status="Paused" />} />
        </TreeItem>
        <TreeItem itemId="archive" label={<InboxLabel name="Archive" unread={0} />} />
      </SimpleTreeView>
    </div>
  );
}
