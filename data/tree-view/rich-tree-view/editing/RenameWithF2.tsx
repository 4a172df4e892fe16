import * as React from 'react';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import { useTreeItem2Utils } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const project: TreeViewBaseItem[] = [
  {
    id: 'docs',
    label: 'docs',
    children: [
      { id: 'readme', label: 'README.md' },
      { id: 'guide', label: 'guide.md' },
    ],
  },
  { id: 'license', label: 'LICENSE' },
];

// Desktop file managers rename with F2 and open with Enter: this item does the same.
const F2Item = React.forwardRef(function F2Item(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  const { interactions, status, publicAPI } = useTreeItem2Utils({ itemId: props.itemId, children: props.children });

  const handleKeyDown = (event: React.KeyboardEvent<HTMLLIElement> & { defaultMuiPrevented?: boolean }) => {
    // Keys typed in the label's text field bubble up to the item: leave them to the field.
    if (event.target !== event.currentTarget) {
      return;
    }
    if (event.key === 'F2' && status.editable) {
      event.preventDefault();
      interactions.toggleItemEditing();
    } else if (event.key === 'Enter') {
      // Skip the built-in "Enter starts editing" and open the group or select the file instead.
      event.defaultMuiPrevented = true;
      if (status.expandable) {
        publicAPI.setItemExpansion(event, props.itemId, !status.expanded);
      } else {
        publicAPI.selectItem({ event, itemId: props.itemId, shouldBeSelected: true });
      }
    }
  };

  return <TreeItem2 {...props} ref={ref} onKeyDown={handleKeyDown} />;
});

export default function RenameWithF2() {
  return (
    <div style={{ height: 220, overflow: 'auto' }}>
      <RichTreeView
        aria-label="Project files"
        items={project}
        defaultExpandedItems={['docs']}
        experimentalFeatures={{ labelEditing: true }}
        isItemEditable
        slots={{ item: F2Item }}
      />
    </div>
  );
}
