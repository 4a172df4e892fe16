import * as React from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import {
  DataGrid,
  GridColumnMenu,
  GridColumnMenuSortItem,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
  type GridSortDirection,
} from '@mui/x-data-grid';

/** Sorting in words that fit dates: "Newest first" rather than "Sort by DESC". */
function DateSortItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  const sortBy = (event: React.MouseEvent<HTMLElement>, direction: GridSortDirection) => {
    apiRef.current.sortColumn(colDef.field, direction);
    onClick(event); // Closes the menu and gives the focus back to the header.
  };
  return (
    <React.Fragment>
      <MenuItem onClick={(event) => sortBy(event, 'desc')}>
        <ListItemIcon>
          <ArrowDownward fontSize="small" />
        </ListItemIcon>
        <ListItemText>Newest first</ListItemText>
      </MenuItem>
      <MenuItem onClick={(event) => sortBy(event, 'asc')}>
        <ListItemIcon>
          <ArrowUpward fontSize="small" />
        </ListItemIcon>
        <ListItemText>Oldest first</ListItemText>
      </MenuItem>
    </React.Fragment>
  );
}

function CustomColumnMenu(props: GridColumnMenuProps) {
  // Same slot, another component: date columns get the wording above, others keep the default.
  const sortItem = props.colDef.type === 'date' ? DateSortItem : GridColumnMenuSortItem;
  return <GridColumnMenu {...props} slots={{ columnMenuSortItem: sortItem }} />;
}

const rows = [
  { id: 1, post: 'Release notes 4.2', author: 'Yara', published: new Date(2024, 2, 12) },
  { id: 2, post: 'Moving to a monorepo', author: 'Femi', published: new Date(2023, 10, 3) },
  { id: 3, post: 'Our on-call rota', author: 'Joon', published: new Date(2024, 0, 22) },
  { id: 4, post: 'Release notes 4.1', author: 'Yara', published: new Date(2023, 11, 1) },
];

const columns: GridColDef[] = [
  { field: 'post', headerName: 'Post', flex: 1, minWidth: 170 },
  { field: 'author', headerName: 'Author', width: 110 },
  { field: 'published', headerName: 'Published', type: 'date', width: 130 },
];

export default function OverrideSortItem() {
  return (
    <div style={{ height: 270 }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: CustomColumnMenu }} hideFooter />
    </div>
  );
}
