import * as React from 'react';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// Styled with plain CSS: a class on the tree and selectors on the items' state classes.
const css = `
.styled-tree .MuiTreeItem-content { border-radius: 12px; padding-block: 4px; }
.styled-tree .MuiTreeItem-content.Mui-selected,
.styled-tree .MuiTreeItem-content.Mui-selected:hover { background-color: #2553eb; color: #fff; }
.styled-tree .MuiTreeItem-label { font-weight: 600; }
`;

export default function StyledItems() {
  return (
    <React.Fragment>
      <style>{css}</style>
      <SimpleTreeView
        aria-label="Documentation sections"
        className="styled-tree"
        defaultExpandedItems={['docs']}
        defaultSelectedItems="grid"
      >
        <TreeItem itemId="docs" label="Documentation">
          <TreeItem itemId="grid" label="Data Grid" />
          <TreeItem itemId="pickers" label="Date and Time Pickers" />
          <TreeItem itemId="charts" label="Charts" />
        </TreeItem>
      </SimpleTreeView>
    </React.Fragment>
  );
}
