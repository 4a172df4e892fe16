import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const menu: TreeViewBaseItem[] = [
  { id: 'file', label: 'File', children: [{ id: 'new', label: 'New' }, { id: 'open', label: 'Open…' }] },
  { id: 'edit', label: 'Edit', children: [{ id: 'undo', label: 'Undo' }] },
];

export default function ItemTreeExport() {
  const apiRef = useTreeViewApiRef();
  const [json, setJson] = React.useState('');

  return (
    <div style={{ height: 320, display: 'flex', flexDirection: 'column' }}>
      <div style={{ height: 140, overflow: 'auto' }}>
        <RichTreeView aria-label="Application menu" apiRef={apiRef} items={menu} defaultExpandedItems={['file']} />
      </div>
      <Button
        size="small"
        variant="outlined"
        sx={{ alignSelf: 'flex-start', height: 32, my: 1, flexShrink: 0 }}
        onClick={() => setJson(JSON.stringify(apiRef.current?.getItemTree() ?? [], null, 1))}
      >
        getItemTree()
      </Button>
      <Box
        component="pre"
        sx={{ height: 132, m: 0, overflow: 'auto', fontSize: 12, bgcolor: 'action.hover', p: 1, boxSizing: 'border-box' }}
      >
        {json || 'Click the button to read the tree back as data.'}
      </Box>
    </div>
  );
}
