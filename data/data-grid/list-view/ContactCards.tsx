import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  useGridApiContext,
  type GridColDef,
  type GridListColDef,
} from '@mui/x-data-grid-pro';

interface Contact {
  id: number;
  name: string;
  company: string;
  city: string;
  email: string;
}

const rows: Contact[] = [
  { id: 1, name: 'Abebe Bekele', company: 'Rift Coffee', city: 'Addis Ababa', email: 'abebe@example.com' },
  { id: 2, name: 'Chiara Conti', company: 'Conti Ceramics', city: 'Faenza', email: 'chiara@example.com' },
  { id: 3, name: 'Dae-jung Kim', company: 'Hanok Studio', city: 'Jeonju', email: 'dae-jung@example.com' },
  { id: 4, name: 'Elena Sokolova', company: 'Baltic Sails', city: 'Riga', email: 'elena@example.com' },
  { id: 5, name: 'Felipe Duarte', company: 'Duarte Cacao', city: 'Belém', email: 'felipe@example.com' },
  { id: 6, name: 'Hina Qureshi', company: 'Indus Textiles', city: 'Lahore', email: 'hina@example.com' },
  { id: 7, name: 'Liam O’Connor', company: 'Harbour Brewing', city: 'Galway', email: 'liam@example.com' },
  { id: 8, name: 'Maya Goldberg', company: 'Orbit Maps', city: 'Haifa', email: 'maya@example.com' },
];

// The regular columns still drive sorting, filtering and the quick filter.
const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name' },
  { field: 'company', headerName: 'Company' },
  { field: 'city', headerName: 'City' },
];

// The single column that list view renders: one card per row.
const listColumn: GridListColDef<Contact> = {
  field: 'card',
  renderCell: ({ row }) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, height: '100%' }}>
      <Avatar sx={{ width: 36, height: 36 }}>{row.name.charAt(0)}</Avatar>
      <div style={{ lineHeight: 1.3, minWidth: 0 }}>
        {/* In list view there is no column header to hold the grid's tab stop: a link in
            each card is what lets keyboard users into the list. */}
        <Link href={`mailto:${row.email}`} color="inherit" underline="hover" style={{ fontWeight: 600, display: 'block' }}>
          {row.name}
        </Link>
        <div style={{ fontSize: 13, opacity: 0.7, overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {row.company} · {row.city}
        </div>
      </div>
    </div>
  ),
};

// Without column headers, sorting needs another control: this one calls the API.
function ListToolbar() {
  const apiRef = useGridApiContext();
  const [field, setField] = React.useState('name');
  return (
    <GridToolbarContainer sx={{ gap: 1, flexWrap: 'nowrap', pt: 1 }}>
      <GridToolbarQuickFilter sx={{ flex: 1, minWidth: 0 }} />
      <TextField
        select
        size="small"
        label="Sort by"
        value={field}
        sx={{ width: 120, flexShrink: 0 }}
        onChange={(event) => {
          setField(event.target.value);
          apiRef.current.sortColumn(event.target.value, 'asc');
        }}
      >
        {columns.map((column) => (
          <MenuItem key={column.field} value={column.field}>
            {column.headerName}
          </MenuItem>
        ))}
      </TextField>
    </GridToolbarContainer>
  );
}

export default function ContactCards() {
  return (
    <div style={{ height: 460 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        unstable_listView
        unstable_listColumn={listColumn}
        rowHeight={64}
        slots={{ toolbar: ListToolbar }}
        initialState={{ sorting: { sortModel: [{ field: 'name', sort: 'asc' }] } }}
        hideFooter
      />
    </div>
  );
}
