import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import AddIcon from '@mui/icons-material/Add';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeItem2, type UseTreeItem2Parameters } from '@mui/x-tree-view/useTreeItem2';
import {
  TreeItem2Content,
  TreeItem2GroupTransition,
  TreeItem2IconContainer,
  TreeItem2Label,
  TreeItem2Root,
} from '@mui/x-tree-view/TreeItem2';
import { TreeItem2Icon } from '@mui/x-tree-view/TreeItem2Icon';
import { TreeItem2Provider } from '@mui/x-tree-view/TreeItem2Provider';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const AddChildContext = React.createContext<(parentId: string) => void>(() => {});

interface TopicItemProps extends Omit<UseTreeItem2Parameters, 'rootRef'> {
  children?: React.ReactNode;
}

// A row with a trailing action, placed after the label inside the content the hook describes.
const TopicItem = React.forwardRef(function TopicItem(props: TopicItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, children } = props;
  const addChild = React.useContext(AddChildContext);
  const { getRootProps, getContentProps, getIconContainerProps, getLabelProps, getGroupTransitionProps, status } = useTreeItem2({
    id,
    itemId,
    label,
    disabled,
    children,
    rootRef: ref,
  });

  return (
    <TreeItem2Provider itemId={itemId}>
      <TreeItem2Root
        {...getRootProps({
          // The keyboard equivalent of the button: "+" on the focused item.
          onKeyDown: (event: React.KeyboardEvent & { defaultMuiPrevented?: boolean }) => {
            if (event.key === '+' && event.target === event.currentTarget) {
              event.defaultMuiPrevented = true;
              addChild(itemId);
            }
          },
        })}
      >
        <TreeItem2Content {...getContentProps()}>
          <TreeItem2IconContainer {...getIconContainerProps()}>
            <TreeItem2Icon status={status} />
          </TreeItem2IconContainer>
          <TreeItem2Label {...getLabelProps()} />
          <IconButton
            size="small"
            // Not a tab stop: keyboard users stay in the tree and press "+" instead.
            tabIndex={-1}
            aria-label={`Add a subtopic to ${typeof label === 'string' ? label : itemId}`}
            onClick={(event) => {
              // The click would otherwise also select and toggle the row.
              event.stopPropagation();
              addChild(itemId);
            }}
          >
            <AddIcon fontSize="small" />
          </IconButton>
        </TreeItem2Content>
        {children ? <TreeItem2GroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItem2Root>
    </TreeItem2Provider>
  );
});

const initialTopics: TreeViewBaseItem[] = [
  { id: 'garden', label: 'Garden', children: [{ id: 'roses', label: 'Roses' }] },
  { id: 'kitchen', label: 'Kitchen' },
];

function addTo(items: TreeViewBaseItem[], parentId: string, child: TreeViewBaseItem): TreeViewBaseItem[] {
  return items.map((item) =>
    item.id === parentId
      ? { ...item, children: [...(item.children ?? []), child] }
      : { ...item, children: item.children ? addTo(item.children, parentId, child) : undefined },
  );
}

export default function ItemWithActions() {
  const [topics, setTopics] = React.useState(initialTopics);
  const [expanded, setExpanded] = React.useState<string[]>(['garden']);
  const counter = React.useRef(0);

  const addChild = React.useCallback((parentId: string) => {
    counter.current += 1;
    const child = { id: `topic-${counter.current}`, label: `New subtopic ${counter.current}` };
    setTopics((previous) => addTo(previous, parentId, child));
    // Open the parent so the new subtopic shows.
    setExpanded((previous) => (previous.includes(parentId) ? previous : [...previous, parentId]));
  }, []);

  return (
    <AddChildContext.Provider value={addChild}>
      <div style={{ height: 260, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Notebook topics"
          items={topics}
          expandedItems={expanded}
          onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
          slots={{ item: TopicItem }}
        />
      </div>
    </AddChildContext.Provider>
  );
}
