import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPro,
  useGridApiContext,
  type GridColDef,
  type GridRenderHeaderFilterProps,
} from '@mui/x-data-grid-pro';

// One click sets or clears the filter item of the column, no operator menu needed.
function StatusFilter({ item }: GridRenderHeaderFilterProps) {
  const apiRef = useGridApiContext();
  const current = typeof item.value === 'string' ? item.value : 'All';

  const handleChange = (_event: React.MouseEvent<HTMLElement>, next: string | null) => {
    if (next === null || next === 'All') {
      apiRef.current.deleteFilterItem(item);
    } else {
      apiRef.current.upsertFilterItem({ ...item, operator: 'is', value: next });
    }
  };

  return (
    <ToggleButtonGroup size="small" exclusive value={current} onChange={handleChange} aria-label="Filter by status">
      {['All', 'Open', 'Closed'].map((option) => (
        <ToggleButton key={option} value={option} sx={{ py: 0.25, px: 1 }}>
          {option}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

const columns: GridColDef[] = [
  { field: 'venue', headerName: 'Venue', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 120 },
  {
    field: 'status',
    headerName: 'Bookings',
    type: 'singleSelect',
    valueOptions: ['Open', 'Closed'],
    width: 220,
    renderHeaderFilter: (params) => <StatusFilter {...params} />,
  },
];

const rows = [
  { id: 1, venue: 'The Lantern Room', city: 'Bristol', status: 'Open' },
  { id: 2, venue: 'Salle Verte', city: 'Nantes', status: 'Closed' },
  { id: 3, venue: 'Kulturhaus Süd', city: 'Graz', status: 'Open' },
  { id: 4, venue: 'Old Dock Hall', city: 'Cork', status: 'Open' },
  { id: 5, venue: 'Teatro Piccolo', city: 'Parma', status: 'Closed' },
];

export default function CustomHeaderFilter() {
  return (
    <div style={{ height: 420 }}>
      <DataGridPro rows={rows} columns={columns} headerFilters hideFooter />
    </div>
  );
}
