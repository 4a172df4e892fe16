import * as React from 'react';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Room {
  id: string;
  label: string;
  closed?: boolean;
  children?: Room[];
}

const building: Room[] = [
  {
    id: 'floor-1',
    label: 'First floor',
    children: [
      { id: 'room-101', label: 'Room 101' },
      { id: 'room-102', label: 'Room 102 (under repair)', closed: true },
    ],
  },
  {
    // A closed group: its rooms are disabled with it, whatever their own data says.
    id: 'floor-2',
    label: 'Second floor (closed for the summer)',
    closed: true,
    children: [
      { id: 'room-201', label: 'Room 201' },
      { id: 'room-202', label: 'Room 202' },
    ],
  },
  { id: 'hall', label: 'Conference hall' },
];

const isClosed = (room: Room) => room.closed === true;

export default function DisabledItems() {
  return (
    <div style={{ height: 260, overflow: 'auto' }}>
      <RichTreeView aria-label="Meeting rooms" items={building} isItemDisabled={isClosed} defaultExpandedItems={['floor-1', 'floor-2']} multiSelect />
    </div>
  );
}
