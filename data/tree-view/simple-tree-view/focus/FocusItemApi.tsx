import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function FocusItemApi() {
  const apiRef = useTreeViewApiRef();

  // `focusItem` only works on items whose parent is expanded: "Mars" is, "Titan" is not.
  const focus = (event: React.SyntheticEvent, itemId: string) => {
    apiRef.current?.focusItem(event, itemId);
  };

  return (
    <div style={{ height: 300, display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={1} sx={{ height: 48, alignItems: 'center', flexShrink: 0 }}>
        <Button size="small" variant="outlined" onClick={(event) => focus(event, 'mars')}>
          Focus Mars
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => focus(event, 'titan')}>
          Focus Titan
        </Button>
      </Stack>
      <div style={{ height: 252, overflow: 'auto' }}>
        <SimpleTreeView aria-label="Solar system" apiRef={apiRef} defaultExpandedItems={['inner']}>
          <TreeItem itemId="inner" label="Inner planets">
            <TreeItem itemId="venus" label="Venus" />
            <TreeItem itemId="earth" label="Earth" />
            <TreeItem itemId="mars" label="Mars" />
          </TreeItem>
          <TreeItem itemId="saturn" label="Saturn">
            <TreeItem itemId="titan" label="Titan" />
            <TreeItem itemId="enceladus" label="Enceladus" />
          </TreeItem>
        </SimpleTreeView>
      </div>
    </div>
  );
}
