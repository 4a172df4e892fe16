import * as React from 'react';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Folder {
  id: string;
  label: string;
  owner: 'me' | 'team';
  children?: Folder[];
}

const folders: Folder[] = [
  {
    id: 'mine',
    label: 'My folders',
    owner: 'me',
    children: [
      { id: 'drafts', label: 'Drafts', owner: 'me' },
      { id: 'ideas', label: 'Ideas', owner: 'me' },
    ],
  },
  {
    id: 'shared',
    label: 'Shared with me',
    owner: 'team',
    children: [
      { id: 'handbook', label: 'Team handbook', owner: 'team' },
      { id: 'roadmap', label: 'Roadmap', owner: 'team' },
    ],
  },
];

// Only your own folders can be renamed: the rule reads a field of the record.
const isOwnFolder = (folder: Folder) => folder.owner === 'me';

export default function EditableByOwner() {
  return (
    <div style={{ height: 240, overflow: 'auto' }}>
      <RichTreeView
        aria-label="Folders"
        items={folders}
        defaultExpandedItems={['mine', 'shared']}
        experimentalFeatures={{ labelEditing: true }}
        isItemEditable={isOwnFolder}
      />
    </div>
  );
}
