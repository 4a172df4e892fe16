import * as React from 'react';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisabledItems() {
  return (
    <div style={{ height: 260, overflow: 'auto' }}>
      <SimpleTreeView aria-label="Course catalogue" defaultExpandedItems={['languages', 'music']} multiSelect>
        <TreeItem itemId="languages" label="Languages">
          <TreeItem itemId="spanish" label="Spanish A1" />
          <TreeItem itemId="japanese" label="Japanese A1 (full)" disabled />
          <TreeItem itemId="german" label="German B2" />
        </TreeItem>
        {/* Disabling a group disables everything inside it. */}
        <TreeItem itemId="music" label="Music (enrolment closed)" disabled>
          <TreeItem itemId="piano" label="Piano for beginners" />
          <TreeItem itemId="choir" label="Choir" />
        </TreeItem>
      </SimpleTreeView>
    </div>
  );
}
