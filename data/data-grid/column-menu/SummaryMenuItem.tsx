import * as React from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import {
  DataGrid,
  GridColumnMenu,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

// A loose row type, so the menu item can read any field by name.
const rows: Record<string, string | number>[] = [
  { id: 1, title: 'Sunflowers', artist: 'Van Gogh', room: 'Hall B', year: 1888 },
  { id: 2, title: 'Water Lilies', artist: 'Monet', room: 'Hall A', year: 1906 },
  { id: 3, title: 'The Bedroom', artist: 'Van Gogh', room: 'Hall B', year: 1889 },
  { id: 4, title: 'Impression, Sunrise', artist: 'Monet', room: 'Hall A', year: 1872 },
  { id: 5, title: 'The Dance Class', artist: 'Degas', room: 'Hall C', year: 1874 },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Painting', flex: 1, minWidth: 170 },
  { field: 'artist', headerName: 'Artist', width: 130 },
  { field: 'room', headerName: 'Room', width: 110 },
  // No menu at all on this column.
  { field: 'year', headerName: 'Year', width: 90, disableColumnMenu: true },
];

// The custom item reports to the demo through context instead of extra props.
const SummaryContext = React.createContext<(text: string) => void>(() => {});

function SummaryItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const report = React.useContext(SummaryContext);
  const handleClick = (event: React.MouseEvent<HTMLElement>) => {
    const distinct = new Set(rows.map((row) => row[colDef.field]));
    report(`${colDef.headerName}: ${distinct.size} distinct values in ${rows.length} rows.`);
    onClick(event); // Closes the menu.
  };
  return (
    <MenuItem onClick={handleClick}>
      <ListItemIcon>
        <InsightsOutlined fontSize="small" />
      </ListItemIcon>
      <ListItemText>Count distinct values</ListItemText>
    </MenuItem>
  );
}

function CustomColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuSummaryItem: SummaryItem }}
      slotProps={{ columnMenuSummaryItem: { displayOrder: 25 } }}
    />
  );
}

export default function SummaryMenuItem() {
  const [summary, setSummary] = React.useState('Open a column menu and pick "Count distinct values".');
  return (
    <SummaryContext.Provider value={setSummary}>
      <div style={{ height: 400, display: 'flex', flexDirection: 'column', gap: 8 }}>
        <div style={{ height: 332 }}>
          <DataGrid rows={rows} columns={columns} slots={{ columnMenu: CustomColumnMenu }} hideFooter />
        </div>
        <div role="status" style={{ height: 60, overflow: 'auto', fontSize: 14 }}>
          {summary}
        </div>
      </div>
    </SummaryContext.Provider>
  );
}
