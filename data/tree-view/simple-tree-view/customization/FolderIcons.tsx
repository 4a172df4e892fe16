import * as React from 'react';
import Folder from '@mui/icons-material/Folder';
import FolderOpen from '@mui/icons-material/FolderOpen';
import InsertDriveFile from '@mui/icons-material/InsertDriveFile';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function FolderIcons() {
  return (
    <div style={{ height: 260, overflow: 'auto' }}>
      <SimpleTreeView
        aria-label="Photo library"
        defaultExpandedItems={['trips', 'lisbon']}
        // Tree-level icon slots apply to every item.
        slots={{ expandIcon: Folder, collapseIcon: FolderOpen, endIcon: InsertDriveFile }}
      >
        <TreeItem itemId="trips" label="Trips">
          <TreeItem itemId="lisbon" label="Lisbon 2024">
            <TreeItem itemId="tram" label="tram-28.jpg" />
            <TreeItem itemId="tiles" label="azulejos.jpg" />
          </TreeItem>
          <TreeItem itemId="oslo" label="Oslo 2023">
            <TreeItem itemId="fjord" label="fjord.jpg" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="scans" label="Scanned letters" />
      </SimpleTreeView>
    </div>
  );
}
