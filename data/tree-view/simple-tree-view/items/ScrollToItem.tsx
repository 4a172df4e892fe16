import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

const stations = ['Aldgate', 'Bank', 'Barbican', 'Blackfriars', 'Borough', 'Cannon Street', 'Euston', 'Farringdon', 'Holborn', 'Kings Cross', 'Liverpool Street', 'Moorgate', 'Old Street', 'Paddington', 'Temple', 'Victoria', 'Waterloo'];
const idOf = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

export default function ScrollToItem() {
  const apiRef = useTreeViewApiRef();

  const reveal = (name: string) => {
    // The item's <li>, or null when it is not rendered (for instance inside a closed group).
    const element = apiRef.current?.getItemDOMElement(idOf(name));
    element?.scrollIntoView({ block: 'nearest' });
    element?.animate([{ backgroundColor: 'rgba(25, 118, 210, 0.25)' }, { backgroundColor: 'transparent' }], { duration: 1200 });
  };

  return (
    <div style={{ height: 280, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {['Bank', 'Paddington', 'Waterloo'].map((name) => (
          <Button key={name} size="small" variant="outlined" onClick={() => reveal(name)}>
            Show {name}
          </Button>
        ))}
      </Stack>
      <div style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
        <SimpleTreeView apiRef={apiRef} aria-label="London stations" defaultExpandedItems={['stations']}>
          <TreeItem itemId="stations" label="Stations">
            {stations.map((name) => (
              <TreeItem key={name} itemId={idOf(name)} label={name} />
            ))}
          </TreeItem>
        </SimpleTreeView>
      </div>
    </div>
  );
}
