import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
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
import { TreeItem2LabelInput } from '@mui/x-tree-view/TreeItem2LabelInput';
import { TreeItem2Provider } from '@mui/x-tree-view/TreeItem2Provider';
import { useTreeItem2Utils } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const site: TreeViewBaseItem[] = [
  {
    id: 'pages',
    label: 'pages',
    children: [
      { id: 'index', label: 'index.html' },
      { id: 'about', label: 'about.html' },
    ],
  },
  { id: 'styles', label: 'styles.css' },
];

/** Why a file name is refused, or null when it is fine. */
function problemWith(name: string, isFolder: boolean): string | null {
  if (name.trim() === '') return 'A name is required.';
  if (/[/\\]/.test(name)) return 'Slashes are not allowed.';
  if (name.length > 24) return 'Keep it under 25 characters.';
  if (!isFolder && !/\.[a-z0-9]{1,5}$/i.test(name)) return 'Keep an extension, such as .html.';
  return null;
}

type CancellableKeyboardEvent = React.KeyboardEvent<HTMLInputElement> & { defaultMuiPrevented?: boolean };
type CancellableFocusEvent = React.FocusEvent<HTMLInputElement> & { defaultMuiPrevented?: boolean };

interface FileItemProps extends Omit<UseTreeItem2Parameters, 'rootRef'> {
  children?: React.ReactNode;
}

const FileItem = React.forwardRef(function FileItem(props: FileItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, children } = props;
  const item = useTreeItem2({ id, itemId, label, disabled, children, rootRef: ref });
  const { interactions } = useTreeItem2Utils({ itemId, children });
  const [problem, setProblem] = React.useState<string | null>(null);
  const errorId = React.useId();
  const isFolder = Boolean(children);

  // External handlers run first: marking the event stops the tree from saving an invalid name.
  const inputProps = item.getLabelInputProps({
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setProblem(problemWith(event.target.value, isFolder)),
    onKeyDown: (event: CancellableKeyboardEvent) => {
      if (event.key === 'Enter' && problemWith(event.currentTarget.value, isFolder)) {
        event.defaultMuiPrevented = true;
      }
      if (event.key === 'Escape') {
        setProblem(null);
      }
    },
    onBlur: (event: CancellableFocusEvent) => {
      if (problemWith(event.target.value, isFolder)) {
        // Leaving the field with an invalid name gives the old one back.
        event.defaultMuiPrevented = true;
        setProblem(null);
        interactions.handleCancelItemLabelEditing(event);
      }
    },
  });

  return (
    <TreeItem2Provider itemId={itemId}>
      <TreeItem2Root {...item.getRootProps()}>
        <TreeItem2Content {...item.getContentProps()}>
          <TreeItem2IconContainer {...item.getIconContainerProps()}>
            <TreeItem2Icon status={item.status} />
          </TreeItem2IconContainer>
          {item.status.editing ? (
            <Box sx={{ flexGrow: 1 }}>
              <TreeItem2LabelInput {...inputProps} aria-label="File name" aria-invalid={problem !== null} aria-describedby={problem ? errorId : undefined} />
              {problem ? (
                <Typography id={errorId} variant="caption" color="error" component="div">
                  {problem}
                </Typography>
              ) : null}
            </Box>
          ) : (
            <TreeItem2Label {...item.getLabelProps()} />
          )}
        </TreeItem2Content>
        {children ? <TreeItem2GroupTransition {...item.getGroupTransitionProps()} /> : null}
      </TreeItem2Root>
    </TreeItem2Provider>
  );
});

export default function ValidatedLabels() {
  return (
    <div style={{ height: 220, overflow: 'auto' }}>
      <RichTreeView
        aria-label="Website files"
        items={site}
        defaultExpandedItems={['pages']}
        experimentalFeatures={{ labelEditing: true }}
        isItemEditable
        slots={{ item: FileItem }}
      />
    </div>
  );
}
