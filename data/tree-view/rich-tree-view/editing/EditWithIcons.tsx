import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
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

const boards: TreeViewBaseItem[] = [
  {
    id: 'sprint',
    label: 'Sprint 14',
    children: [
      { id: 'login', label: 'Fix login timeout' },
      { id: 'export', label: 'CSV export' },
    ],
  },
  { id: 'backlog', label: 'Backlog' },
];

type CancellableMouseEvent = React.MouseEvent & { defaultMuiPrevented?: boolean };

interface TaskItemProps extends Omit<UseTreeItem2Parameters, 'rootRef'> {
  children?: React.ReactNode;
}

// Keep the text field focused while a button is pressed, so its blur does not save first.
const keepFocus = (event: React.MouseEvent) => event.preventDefault();

const TaskItem = React.forwardRef(function TaskItem(props: TaskItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, children } = props;
  const item = useTreeItem2({ id, itemId, label, disabled, children, rootRef: ref });
  const { interactions } = useTreeItem2Utils({ itemId, children });
  const inputProps = item.getLabelInputProps();
  const name = typeof label === 'string' ? label : itemId;

  return (
    <TreeItem2Provider itemId={itemId}>
      <TreeItem2Root {...item.getRootProps()}>
        <TreeItem2Content {...item.getContentProps()}>
          <TreeItem2IconContainer {...item.getIconContainerProps()}>
            <TreeItem2Icon status={item.status} />
          </TreeItem2IconContainer>
          {item.status.editing ? (
            <React.Fragment>
              <TreeItem2LabelInput {...inputProps} aria-label={`New name for ${name}`} />
              <IconButton
                size="small"
                aria-label="Save"
                tabIndex={-1}
                onMouseDown={keepFocus}
                onClick={(event) => {
                  event.stopPropagation();
                  if (inputProps.value) {
                    interactions.handleSaveItemLabel(event, inputProps.value);
                  }
                }}
              >
                <CheckIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label="Cancel"
                tabIndex={-1}
                onMouseDown={keepFocus}
                onClick={(event) => {
                  event.stopPropagation();
                  interactions.handleCancelItemLabelEditing(event);
                }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </React.Fragment>
          ) : (
            <React.Fragment>
              {/* A double-click no longer starts editing: the pencil does (and Enter, for the keyboard). */}
              <TreeItem2Label
                {...item.getLabelProps({
                  onDoubleClick: (event: CancellableMouseEvent) => {
                    event.defaultMuiPrevented = true;
                  },
                })}
              />
              {item.status.editable ? (
                <IconButton
                  size="small"
                  aria-label={`Rename ${name}`}
                  tabIndex={-1}
                  onClick={(event) => {
                    event.stopPropagation();
                    interactions.toggleItemEditing();
                  }}
                >
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
              ) : null}
            </React.Fragment>
          )}
        </TreeItem2Content>
        {children ? <TreeItem2GroupTransition {...item.getGroupTransitionProps()} /> : null}
      </TreeItem2Root>
    </TreeItem2Provider>
  );
});

export default function EditWithIcons() {
  return (
    <div style={{ height: 220, overflow: 'auto' }}>
      <RichTreeView
        aria-label="Task boards"
        items={boards}
        defaultExpandedItems={['sprint']}
        experimentalFeatures={{ labelEditing: true }}
        isItemEditable
        slots={{ item: TaskItem }}
      />
    </div>
  );
}
