import * as React from 'react';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function TrackItemClicks() {
  const [clicks, setClicks] = React.useState<string[]>([]);

  return (
    <div style={{ height: 260, display: 'flex', flexDirection: 'column' }}>
      <div style={{ height: 200, overflow: 'auto' }}>
        <SimpleTreeView
          aria-label="Help centre"
          defaultExpandedItems={['billing']}
          // Fired for every click on an item's row, groups included, before expansion and selection.
          onItemClick={(_event, itemId) => setClicks((previous) => [itemId, ...previous].slice(0, 4))}
        >
          <TreeItem itemId="billing" label="Billing">
            <TreeItem itemId="invoices" label="Download an invoice" />
            <TreeItem itemId="refunds" label="Ask for a refund" />
          </TreeItem>
          <TreeItem itemId="account" label="Account">
            <TreeItem itemId="password" label="Change your password" />
          </TreeItem>
        </SimpleTreeView>
      </div>
      <Typography variant="body2" role="status" sx={{ height: 60, overflow: 'hidden' }}>
        {clicks.length === 0 ? 'Click an item.' : `Last clicks, newest first: ${clicks.join(', ')}`}
      </Typography>
    </div>
  );
}
