import * as React from 'react';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/Lock';
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

interface Plan {
  id: string;
  label: string;
  /** Why the option cannot be chosen, for disabled ones. */
  lockedBecause?: string;
  children?: Plan[];
}

const addOns: Plan[] = [
  {
    id: 'storage',
    label: 'Storage',
    children: [
      { id: 'storage-100', label: '100 GB' },
      { id: 'storage-1tb', label: '1 TB', lockedBecause: 'Needs the Business plan' },
    ],
  },
  { id: 'sso', label: 'Single sign-on', lockedBecause: 'Needs the Enterprise plan' },
];

const isLocked = (plan: Plan) => plan.lockedBecause !== undefined;

interface AddOnItemProps extends Omit<UseTreeItem2Parameters, 'rootRef'> {
  children?: React.ReactNode;
}

// `status` drives the rendering: disabled items show a lock and say why, read from the record.
const AddOnItem = React.forwardRef(function AddOnItem(props: AddOnItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, children } = props;
  const { getRootProps, getContentProps, getIconContainerProps, getLabelProps, getGroupTransitionProps, status, publicAPI } = useTreeItem2({
    id,
    itemId,
    label,
    disabled,
    children,
    rootRef: ref,
  });
  const plan: Plan = publicAPI.getItem(itemId);

  return (
    <TreeItem2Provider itemId={itemId}>
      <TreeItem2Root {...getRootProps()}>
        <TreeItem2Content {...getContentProps()}>
          <TreeItem2IconContainer {...getIconContainerProps()}>
            {status.disabled && !status.expandable ? <LockIcon fontSize="inherit" aria-hidden /> : <TreeItem2Icon status={status} />}
          </TreeItem2IconContainer>
          <TreeItem2Label {...getLabelProps()} />
          {status.disabled && plan.lockedBecause ? (
            <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto', pl: 1, flexShrink: 0 }}>
              {plan.lockedBecause}
            </Typography>
          ) : null}
        </TreeItem2Content>
        {children ? <TreeItem2GroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItem2Root>
    </TreeItem2Provider>
  );
});

export default function DisabledReason() {
  return (
    <div style={{ height: 200, overflow: 'auto' }}>
      <RichTreeView
        aria-label="Add-ons"
        items={addOns}
        isItemDisabled={isLocked}
        disabledItemsFocusable
        multiSelect
        defaultExpandedItems={['storage']}
        slots={{ item: AddOnItem }}
      />
    </div>
  );
}
