import * as React from 'react';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function Outline() {
  return (
    <SimpleTreeView
      aria-label="Book outline"
      defaultExpandedItems={['chapter-1']}
      slots={{ expandIcon: AddBoxOutlinedIcon, collapseIcon: IndeterminateCheckBoxOutlinedIcon }}
    >
      <TreeItem itemId="chapter-1" label="Chapter 1">
        <TreeItem itemId="chapter-1-1" label="Section 1.1" />
        <TreeItem itemId="chapter-1-2" label="Section 1.2" />
      </TreeItem>
      <TreeItem itemId="chapter-2" label="Chapter 2">
        <TreeItem itemId="chapter-2-1" label="Section 2.1" />
      </TreeItem>
    </SimpleTreeView>
  );
}
