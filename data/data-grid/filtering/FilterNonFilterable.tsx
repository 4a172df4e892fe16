import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  // No column is filterable from the menu: the branch buttons above the grid filter the list,
  // through the model, which still applies to non-filterable columns.
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 150, filterable: false },
  { field: 'author', headerName: 'Author', width: 130, filterable: false },
  { field: 'branch', headerName: 'Branch', width: 110, filterable: false },
];

const rows = [
  { id: 1, title: 'The Years', author: 'Annie Ernaux', branch: 'Central' },
  { id: 2, title: 'Americanah', author: 'C. N. Adichie', branch: 'Harbour' },
  { id: 3, title: 'Klara and the Sun', author: 'K. Ishiguro', branch: 'Central' },
  { id: 4, title: 'The Emigrants', author: 'W. G. Sebald', branch: 'Harbour' },
  { id: 5, title: 'Pachinko', author: 'Min Jin Lee', branch: 'Central' },
];

function modelFor(branch: string): GridFilterModel {
  return { items: branch === 'all' ? [] : [{ field: 'branch', operator: 'equals', value: branch }] };
}

export default function FilterNonFilterable() {
  const [branch, setBranch] = React.useState('Central');

  return (
    <div style={{ height: 320 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={branch}
        onChange={(_event, value: string | null) => value && setBranch(value)}
        aria-label="Branch"
        style={{ marginBottom: 8 }}
      >
        <ToggleButton value="all">All</ToggleButton>
        <ToggleButton value="Central">Central</ToggleButton>
        <ToggleButton value="Harbour">Harbour</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 272 }}>
        <DataGrid rows={rows} columns={columns} filterModel={modelFor(branch)} hideFooter />
      </div>
    </div>
  );
}
