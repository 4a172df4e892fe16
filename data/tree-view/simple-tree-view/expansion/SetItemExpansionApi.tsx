import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function SetItemExpansionApi() {
  const apiRef = useTreeViewApiRef();

  // The tree stays uncontrolled: the API changes its internal state and fires its callbacks.
  const setArchive = (event: React.SyntheticEvent, isExpanded: boolean) => {
    apiRef.current?.setItemExpansion(event, 'archive', isExpanded);
  };

  return (
    <div style={{ height: 300, display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={1} sx={{ height: 48, alignItems: 'center', flexShrink: 0 }}>
        <Button size="small" variant="outlined" onClick={(event) => setArchive(event, true)}>
          Open archive
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => setArchive(event, false)}>
          Close archive
        </Button>
      </Stack>
      <div style={{ height: 252, overflow: 'auto' }}>
        <SimpleTreeView aria-label="Mailbox" apiRef={apiRef} defaultExpandedItems={['inbox']}>
          <TreeItem itemId="inbox" label="Inbox">
            <TreeItem itemId="invoices" label="Invoices" />
            <TreeItem itemId="travel" label="Travel" />
          </TreeItem>
          <TreeItem itemId="archive" label="Archive">
            <TreeItem itemId="archive-2023" label="2023" />
            <TreeItem itemId="archive-2024" label="2024" />
          </TreeItem>
        </SimpleTreeView>
      </div>
    </div>
  );
}
