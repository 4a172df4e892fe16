import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const notes: Record<string, string> = {
  basil: 'Needs sun and warmth; pinch the flowers off.',
  mint: 'Spreads fast: keep it in its own pot.',
  rosemary: 'Likes dry soil; water every two weeks.',
  herbs: 'Three pots on the kitchen window sill.',
};

export default function FocusPreview() {
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <div style={{ height: 280, display: 'flex', flexDirection: 'column' }}>
      <div style={{ height: 180, overflow: 'auto' }}>
        <SimpleTreeView
          aria-label="Herb garden"
          defaultExpandedItems={['herbs']}
          onItemFocus={(_event, itemId) => setFocused(itemId)}
        >
          <TreeItem itemId="herbs" label="Window herbs">
            <TreeItem itemId="basil" label="Basil" />
            <TreeItem itemId="mint" label="Mint" />
            <TreeItem itemId="rosemary" label="Rosemary" />
          </TreeItem>
        </SimpleTreeView>
      </div>
      <Paper variant="outlined" sx={{ height: 100, p: 1.5, boxSizing: 'border-box', overflow: 'hidden' }}>
        <Typography component="p" variant="subtitle2">{focused ?? 'Nothing focused yet'}</Typography>
        <Typography variant="body2" color="text.secondary">
          {focused ? notes[focused] : 'Press Tab to enter the tree, then use the arrow keys.'}
        </Typography>
      </Paper>
    </div>
  );
}
