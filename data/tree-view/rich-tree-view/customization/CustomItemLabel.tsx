import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import { useTreeItem2Utils } from '@mui/x-tree-view/hooks';

interface Channel {
  id: string;
  label: string;
  unread?: number;
  children?: Channel[];
}

const channels: Channel[] = [
  {
    id: 'team',
    label: 'Team',
    children: [
      { id: 'general', label: 'general', unread: 12 },
      { id: 'design', label: 'design' },
      { id: 'releases', label: 'releases', unread: 3 },
    ],
  },
];

// Each item reads its own record through the API and decorates the label.
const ChannelItem = React.forwardRef(function ChannelItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  const { publicAPI } = useTreeItem2Utils({ itemId: props.itemId, children: props.children });
  const channel: Channel = publicAPI.getItem(props.itemId);
  const label = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" sx={{ flexGrow: 1, fontWeight: channel.unread ? 600 : 400 }}>
        {channel.children ? props.label : `# ${props.label}`}
      </Box>
      {channel.unread ? <Chip label={channel.unread} size="small" color="primary" /> : null}
    </Box>
  );
  return <TreeItem2 {...props} ref={ref} label={label} />;
});

export default function CustomItemLabel() {
  return (
    <div style={{ height: 200, overflow: 'auto' }}>
      <RichTreeView aria-label="Channels" items={channels} defaultExpandedItems={['team']} slots={{ item: ChannelItem }} />
    </div>
  );
}
