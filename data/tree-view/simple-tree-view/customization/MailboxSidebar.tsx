import * as React from 'react';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { styled } from '@mui/material/styles';
import type { SvgIconComponent } from '@mui/icons-material';
import DeleteIcon from '@mui/icons-material/Delete';
import InboxIcon from '@mui/icons-material/Inbox';
import LabelIcon from '@mui/icons-material/Label';
import SendIcon from '@mui/icons-material/Send';
import StarIcon from '@mui/icons-material/Star';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';

// Pill-shaped rows that reach the right edge, an icon and a count per folder: a mail client's sidebar.
const MailTreeItem = styled(TreeItem2)(({ theme }) => ({
  [`& .${treeItemClasses.content}`]: {
    borderRadius: '0 16px 16px 0',
    paddingRight: theme.spacing(2),
    [`&.${treeItemClasses.selected}, &.${treeItemClasses.selected}.${treeItemClasses.focused}`]: {
      backgroundColor: (theme.vars ?? theme).palette.primary.main,
      color: (theme.vars ?? theme).palette.primary.contrastText,
    },
  },
  [`& .${treeItemClasses.label}`]: { fontWeight: 'inherit' },
}));

interface MailItemProps extends TreeItem2Props {
  icon: SvgIconComponent;
  count?: number;
}

const MailItem = React.forwardRef(function MailItem({ icon: Icon, count, label, ...other }: MailItemProps, ref: React.Ref<HTMLLIElement>) {
  return (
    <MailTreeItem
      {...other}
      ref={ref}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, fontWeight: count ? 600 : 400 }}>
          <Icon fontSize="small" aria-hidden />
          <span>{label}</span>
          {count ? (
            <Box component="span" sx={{ ml: 'auto', fontSize: 12 }}>
              {count}
              <Box component="span" sx={visuallyHidden}>
                {' '}
                unread
              </Box>
            </Box>
          ) : null}
        </Box>
      }
    />
  );
});

export default function MailboxSidebar() {
  return (
    <div style={{ height: 300, overflow: 'auto' }}>
      <SimpleTreeView aria-label="Mail folders" defaultSelectedItems="inbox" defaultExpandedItems={['labels']} sx={{ maxWidth: 320 }}>
        <MailItem itemId="inbox" label="Inbox" icon={InboxIcon} count={12} />
        <MailItem itemId="starred" label="Starred" icon={StarIcon} />
        <MailItem itemId="sent" label="Sent" icon={SendIcon} />
        <MailItem itemId="labels" label="Labels" icon={LabelIcon}>
          <MailItem itemId="travel" label="Travel" icon={LabelIcon} count={3} />
          <MailItem itemId="receipts" label="Receipts" icon={LabelIcon} />
        </MailItem>
        <MailItem itemId="trash" label="Trash" icon={DeleteIcon} />
      </SimpleTreeView>
    </div>
  );
}
