import * as React from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';

interface MenuRequest {
  itemId: string;
  x: number;
  y: number;
}

const MenuContext = React.createContext<(request: MenuRequest) => void>(() => {});

// slotProps.content adds a handler to the row without replacing it: right-click opens a menu.
const NoteItem = React.forwardRef(function NoteItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  const openMenu = React.useContext(MenuContext);
  return (
    <TreeItem2
      {...props}
      ref={ref}
      slotProps={{
        content: {
          onContextMenu: (event: React.MouseEvent) => {
            event.preventDefault();
            openMenu({ itemId: props.itemId, x: event.clientX, y: event.clientY });
          },
        },
      }}
    />
  );
});

export default function ContentContextMenu() {
  const [menu, setMenu] = React.useState<MenuRequest | null>(null);
  const [message, setMessage] = React.useState('Right-click a note.');
  const act = (action: string) => {
    if (menu) {
      setMessage(`${action}: ${menu.itemId}`);
    }
    setMenu(null);
  };

  return (
    <MenuContext.Provider value={setMenu}>
      <div style={{ height: 240, display: 'flex', flexDirection: 'column' }}>
        <div style={{ height: 200, overflow: 'auto' }}>
          <SimpleTreeView aria-label="Notes" defaultExpandedItems={['work']}>
            <NoteItem itemId="work" label="Work">
              <NoteItem itemId="standup" label="Stand-up notes" />
              <NoteItem itemId="retro" label="Retro ideas" />
            </NoteItem>
            <NoteItem itemId="groceries" label="Groceries" />
          </SimpleTreeView>
        </div>
        <Typography variant="body2" role="status" sx={{ height: 40, lineHeight: '40px' }} noWrap>
          {message}
        </Typography>
        <Menu
          open={menu !== null}
          onClose={() => setMenu(null)}
          anchorReference="anchorPosition"
          anchorPosition={menu ? { top: menu.y, left: menu.x } : undefined}
        >
          <MenuItem onClick={() => act('Pinned')}>Pin</MenuItem>
          <MenuItem onClick={() => act('Duplicated')}>Duplicate</MenuItem>
          <MenuItem onClick={() => act('Archived')}>Archive</MenuItem>
        </Menu>
      </div>
    </MenuContext.Provider>
  );
}
