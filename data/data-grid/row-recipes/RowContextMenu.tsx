import * as React from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  owner: string;
}

const initialRows: Task[] = [
  { id: 1, title: 'Draft the newsletter', owner: 'Sami' },
  { id: 2, title: 'Book the venue', owner: 'Ana' },
  { id: 3, title: 'Order name badges', owner: 'Lin' },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 160 },
  { field: 'owner', headerName: 'Owner', width: 100 },
];

export default function RowContextMenu() {
  const [rows, setRows] = React.useState(initialRows);
  const [menu, setMenu] = React.useState<{ id: number; x: number; y: number } | null>(null);

  // Every row element gets this handler through slotProps.row; its data-id attribute names the row.
  const handleContextMenu = (event: React.MouseEvent<HTMLDivElement>) => {
    event.preventDefault();
    const id = Number(event.currentTarget.getAttribute('data-id'));
    setMenu({ id, x: event.clientX, y: event.clientY });
  };

  const duplicate = () => {
    if (menu) {
      const source = rows.find((row) => row.id === menu.id);
      const nextId = Math.max(...rows.map((row) => row.id)) + 1;
      if (source) {
        setRows([...rows, { ...source, id: nextId, title: `${source.title} (copy)` }]);
      }
    }
    setMenu(null);
  };

  const remove = () => {
    setRows(rows.filter((row) => row.id !== menu?.id));
    setMenu(null);
  };

  return (
    <div style={{ height: 340 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        slotProps={{ row: { onContextMenu: handleContextMenu, style: { cursor: 'context-menu' } } }}
      />
      <Menu
        open={menu !== null}
        onClose={() => setMenu(null)}
        anchorReference="anchorPosition"
        anchorPosition={menu ? { top: menu.y, left: menu.x } : undefined}
      >
        <MenuItem onClick={duplicate}>Duplicate</MenuItem>
        <MenuItem onClick={remove}>Delete</MenuItem>
      </Menu>
    </div>
  );
}
