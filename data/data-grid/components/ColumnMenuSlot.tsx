import * as React from 'react';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  DataGrid,
  GridColumnMenuContainer,
  GridColumnMenuFilterItem,
  GridColumnMenuSortItem,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

// A menu written from scratch: sorting and filtering from the grid, then an item of our own
// that copies the column's values. The grid passes colDef, open and hideMenu.
function ValuesColumnMenu(props: GridColumnMenuProps) {
  const { hideMenu, colDef, ...other } = props;
  const apiRef = useGridApiContext();

  const copyValues = (event: React.MouseEvent<HTMLElement>) => {
    const values = apiRef.current.getAllRowIds().map((id) => apiRef.current.getCellValue(id, colDef.field));
    navigator.clipboard?.writeText(values.join('\n')).catch(() => undefined);
    hideMenu(event);
  };

  return (
    <GridColumnMenuContainer hideMenu={hideMenu} colDef={colDef} {...other}>
      <GridColumnMenuSortItem onClick={hideMenu} colDef={colDef} />
      <GridColumnMenuFilterItem onClick={hideMenu} colDef={colDef} />
      <Divider />
      <MenuItem onClick={copyValues}>
        <ListItemIcon>
          <ContentCopyIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Copy values</ListItemText>
      </MenuItem>
    </GridColumnMenuContainer>
  );
}

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Recipe', flex: 1, minWidth: 150 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 110 },
  { field: 'cuisine', headerName: 'Cuisine', width: 120 },
];

const rows = [
  { id: 1, title: 'Shakshuka', minutes: 30, cuisine: 'Maghrebi' },
  { id: 2, title: 'Pad kra pao', minutes: 20, cuisine: 'Thai' },
  { id: 3, title: 'Pierogi', minutes: 90, cuisine: 'Polish' },
  { id: 4, title: 'Arepas', minutes: 40, cuisine: 'Venezuelan' },
];

export default function ColumnMenuSlot() {
  return (
    <div style={{ height: 280, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: ValuesColumnMenu }} hideFooter />
    </div>
  );
}
