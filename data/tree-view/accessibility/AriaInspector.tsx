import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const settings: TreeViewBaseItem[] = [
  {
    id: 'privacy',
    label: 'Privacy',
    children: [
      { id: 'cookies', label: 'Cookies' },
      { id: 'location', label: 'Location (managed by your organisation)' },
    ],
  },
  { id: 'display', label: 'Display' },
];
const isManaged = (item: TreeViewBaseItem) => item.id === 'location';
const shown = ['role', 'aria-expanded', 'aria-selected', 'aria-disabled', 'tabindex'];

export default function AriaInspector() {
  const apiRef = useTreeViewApiRef();
  const [attributes, setAttributes] = React.useState('Focus an item to see its attributes.');
  const focused = React.useRef<string | null>(null);

  // Reads the attributes the tree rendered on the focused item, once React has updated it.
  const inspect = () => {
    window.requestAnimationFrame(() => {
      const element = focused.current ? apiRef.current?.getItemDOMElement(focused.current) : null;
      if (element) {
        setAttributes(shown.map((name) => `${name}="${element.getAttribute(name) ?? '(absent)'}"`).join('\n'));
      }
    });
  };

  return (
    <div style={{ height: 300, display: 'flex', flexDirection: 'column' }}>
      <div style={{ height: 170, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Settings"
          apiRef={apiRef}
          items={settings}
          isItemDisabled={isManaged}
          disabledItemsFocusable
          defaultExpandedItems={['privacy']}
          defaultSelectedItems="cookies"
          onItemFocus={(_event, itemId) => {
            focused.current = itemId;
            inspect();
          }}
          onExpandedItemsChange={inspect}
          onSelectedItemsChange={inspect}
        />
      </div>
      <Box component="pre" sx={{ height: 130, m: 0, p: 1, overflow: 'auto', fontSize: 12, bgcolor: 'action.hover' }}>
        {attributes}
      </Box>
    </div>
  );
}
