import * as React from 'react';
import InputBase from '@mui/material/InputBase';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import type { TreeItem2LabelInputProps } from '@mui/x-tree-view/TreeItem2LabelInput';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const albums: TreeViewBaseItem[] = [
  {
    id: '2023',
    label: 'Trips 2023',
    children: [
      { id: 'lisbon', label: 'Lisbon weekend' },
      { id: 'alps', label: 'Alps hike' },
    ],
  },
];

// Material UI's InputBase instead of the plain input. Every prop from the tree goes to the <input>
// element: value and handlers save and cancel, `data-element` keeps the keys typed here from
// reaching the tree's keyboard navigation.
const AlbumNameInput = React.forwardRef(function AlbumNameInput(props: TreeItem2LabelInputProps, ref: React.Ref<HTMLInputElement>) {
  const { 'data-element': dataElement, ...inputProps } = props;
  return (
    <InputBase
      {...inputProps}
      inputRef={ref}
      inputProps={{ 'data-element': dataElement, 'aria-label': 'Album name' }}
      startAdornment={<EditOutlinedIcon fontSize="small" sx={{ mr: 0.5, color: 'text.secondary' }} aria-hidden />}
      sx={{ flexGrow: 1, px: 1, borderRadius: 1, border: 1, borderColor: 'primary.main', bgcolor: 'background.paper', fontSize: 14 }}
    />
  );
});

const AlbumItem = React.forwardRef(function AlbumItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  return <TreeItem2 {...props} ref={ref} slots={{ labelInput: AlbumNameInput }} />;
});

export default function CustomLabelInput() {
  return (
    <div style={{ height: 200, overflow: 'auto' }}>
      <RichTreeView
        aria-label="Photo albums"
        items={albums}
        defaultExpandedItems={['2023']}
        experimentalFeatures={{ labelEditing: true }}
        isItemEditable
        slots={{ item: AlbumItem }}
      />
    </div>
  );
}
