import * as React from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { DataGrid, type GridColDef, type GridRowId } from '@mui/x-data-grid';

interface Task {
  id: number;
  task: string;
  owner: string;
}

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 150 },
  { field: 'owner', headerName: 'Owner', width: 120 },
];

const initialRows: Task[] = [
  { id: 1, task: 'Book the venue', owner: 'Priya' },
  { id: 2, task: 'Order name badges', owner: 'Lucas' },
  { id: 3, task: 'Confirm the caterer', owner: 'Priya' },
  { id: 4, task: 'Send the programme', owner: 'Ines' },
];

// The row slot receives its props from slotProps.row: here, a context menu handler.
// Right-click a row, or focus a cell and press Shift+F10 or the Menu key; the menu gives
// focus back to the cell when it closes.
export default function RowSlot() {
  const [rows, setRows] = React.useState(initialRows);
  const [menu, setMenu] = React.useState<{ rowId: GridRowId; top: number; left: number } | null>(null);

  const handleContextMenu = (event: React.MouseEvent<HTMLDivElement>) => {
    event.preventDefault();
    const rowId = event.currentTarget.getAttribute('data-id');
    if (rowId === null) return;
    const box = event.currentTarget.getBoundingClientRect();
    // A keyboard-opened menu has no pointer position: place it under the row.
    const fromKeyboard = event.clientX === 0 && event.clientY === 0;
    setMenu({
      rowId: Number(rowId),
      top: fromKeyboard ? box.bottom : event.clientY,
      left: fromKeyboard ? box.left + 16 : event.clientX,
    });
  };

  const close = () => setMenu(null);

  const duplicate = () => {
    if (!menu) return;
    const source = rows.find((row) => row.id === menu.rowId);
    if (source) {
      const nextId = Math.max(...rows.map((row) => row.id)) + 1;
      setRows([...rows, { ...source, id: nextId, task: `${source.task} (copy)` }]);
    }
    close();
  };

  const remove = () => {
    if (!menu) return;
    setRows(rows.filter((row) => row.id !== menu.rowId));
    close();
  };

  return (
    <div style={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slotProps={{ row: { onContextMenu: handleContextMenu, style: { cursor: 'context-menu' } } }}
        hideFooter
      />
      <Menu
        open={menu !== null}
        onClose={close}
        anchorReference="anchorPosition"
        anchorPosition={menu ? { top: menu.top, left: menu.left } : undefined}
      >
        <MenuItem onClick={duplicate}>Duplicate</MenuItem>
        <MenuItem onClick={remove}>Delete</MenuItem>
      </Menu>
    </div>
  );
}
