import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

// Multi selection from code: `keepExistingSelection` adds or removes one item and keeps the rest.
export default function KeepExistingSelection() {
  const apiRef = useTreeViewApiRef();
  const [selected, setSelected] = React.useState<string[]>(['paris', 'lyon']);

  return (
    <div style={{ height: 320, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.selectItem({ event, itemId: 'nice', keepExistingSelection: true, shouldBeSelected: true })}
        >
          Add Nice
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.selectItem({ event, itemId: 'lyon', keepExistingSelection: true, shouldBeSelected: false })}
        >
          Remove Lyon
        </Button>
        {/* Without `keepExistingSelection`, the call replaces the whole selection. */}
        <Button size="small" variant="outlined" onClick={(event) => apiRef.current?.selectItem({ event, itemId: 'bordeaux' })}>
          Only Bordeaux
        </Button>
      </Stack>
      <div style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
        <SimpleTreeView
          apiRef={apiRef}
          aria-label="French cities"
          multiSelect
          defaultExpandedItems={['france']}
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        >
          <TreeItem itemId="france" label="France">
            <TreeItem itemId="paris" label="Paris" />
            <TreeItem itemId="lyon" label="Lyon" />
            <TreeItem itemId="nice" label="Nice" />
            <TreeItem itemId="bordeaux" label="Bordeaux" />
          </TreeItem>
        </SimpleTreeView>
      </div>
      <Typography variant="body2">Selected: {selected.join(', ') || 'nothing'}</Typography>
    </div>
  );
}
