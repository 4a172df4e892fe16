import * as React from 'react';
import Tooltip from '@mui/material/Tooltip';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import { useTreeItem2Utils } from '@mui/x-tree-view/hooks';

interface Station {
  id: string;
  label: string;
  lines?: string[];
  children?: Station[];
}

const network: Station[] = [
  {
    id: 'centre',
    label: 'City centre',
    children: [
      { id: 'central', label: 'Central', lines: ['Red', 'Blue'] },
      { id: 'museum', label: 'Museum', lines: ['Blue'] },
    ],
  },
  { id: 'airport', label: 'Airport', lines: ['Green'] },
];

// useTreeItem2Utils gives a TreeItem2 wrapper the record (publicAPI.getItem) and the item's status:
// the tooltip shows the station's lines on hover and while the item has keyboard focus.
const StationItem = React.forwardRef(function StationItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  const { publicAPI, status } = useTreeItem2Utils({ itemId: props.itemId, children: props.children });
  const [hovered, setHovered] = React.useState(false);
  const station: Station = publicAPI.getItem(props.itemId);
  const lines = station.lines?.join(' and ');

  return (
    <TreeItem2
      {...props}
      ref={ref}
      label={
        <Tooltip title={lines ? `Lines: ${lines}` : ''} placement="right" open={Boolean(lines) && (status.focused || hovered)} disableInteractive>
          <span onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
            {props.label}
          </span>
        </Tooltip>
      }
    />
  );
});

export default function RecordTooltip() {
  return (
    <div style={{ height: 200, overflow: 'auto' }}>
      <RichTreeView aria-label="Stations" items={network} defaultExpandedItems={['centre']} slots={{ item: StationItem }} />
    </div>
  );
}
