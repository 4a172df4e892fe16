import * as React from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import StarRounded from '@mui/icons-material/StarRounded';
import Lock from '@mui/icons-material/Lock';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// Slot components receive the props the tree computes, so forward them.
function FavoriteIcon(props: SvgIconProps) {
  return <StarRounded {...props} color="warning" />;
}
function PrivateIcon(props: SvgIconProps) {
  return <Lock {...props} color="action" />;
}

export default function ItemIcons() {
  return (
    <div style={{ height: 240, overflow: 'auto' }}>
      <SimpleTreeView aria-label="Playlists" defaultExpandedItems={['playlists']}>
        <TreeItem itemId="playlists" label="Playlists">
          <TreeItem itemId="focus" label="Deep focus" slots={{ icon: FavoriteIcon }} />
          <TreeItem itemId="running" label="Sunday run" />
          <TreeItem itemId="drafts" label="Unfinished mix" slots={{ icon: PrivateIcon }} />
          <TreeItem itemId="jazz" label="Late-night jazz" slots={{ icon: FavoriteIcon }} />
        </TreeItem>
        <TreeItem itemId="podcasts" label="Podcasts">
          <TreeItem itemId="history" label="History hour" />
        </TreeItem>
      </SimpleTreeView>
    </div>
  );
}
