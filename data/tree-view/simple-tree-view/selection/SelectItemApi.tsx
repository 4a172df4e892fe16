import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

// Single selection from code: select, toggle, or clear with `shouldBeSelected: false`.
export default function SelectItemApi() {
  const apiRef = useTreeViewApiRef();
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <div style={{ height: 300, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={(event) => apiRef.current?.selectItem({ event, itemId: 'porto', shouldBeSelected: true })}>
          Select Porto
        </Button>
        {/* Without `shouldBeSelected`, the item's state flips: the only way to deselect it from a click. */}
        <Button size="small" variant="outlined" onClick={(event) => apiRef.current?.selectItem({ event, itemId: 'brest' })}>
          Toggle Brest
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={selected === null}
          onClick={(event) => selected && apiRef.current?.selectItem({ event, itemId: selected, shouldBeSelected: false })}
        >
          Clear
        </Button>
      </Stack>
      <div style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
        <SimpleTreeView
          apiRef={apiRef}
          aria-label="Coastal stations"
          defaultExpandedItems={['atlantic']}
          onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        >
          <TreeItem itemId="atlantic" label="Atlantic">
            <TreeItem itemId="brest" label="Brest" />
            <TreeItem itemId="porto" label="Porto" />
            <TreeItem itemId="galway" label="Galway" />
          </TreeItem>
        </SimpleTreeView>
      </div>
      <Typography variant="body2">Selected: {selected ?? 'nothing'}</Typography>
    </div>
  );
}
