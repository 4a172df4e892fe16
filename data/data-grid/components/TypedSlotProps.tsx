import * as React from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';

// Module augmentation: the toolbar slot now accepts these two props, type-checked in
// slotProps.toolbar and in the component below. It applies to every grid of the project,
// so the props are optional.
declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    onAddGuest?: () => void;
    guestCount?: number;
  }
}

function GuestToolbar({ onAddGuest, guestCount }: GridSlotProps['toolbar']) {
  return (
    <GridToolbarContainer sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
      <Button size="small" startIcon={<AddIcon />} onClick={onAddGuest}>
        Add guest ({guestCount ?? 0} so far)
      </Button>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

interface Guest {
  id: number;
  name: string;
  diet: string;
}

const columns: GridColDef<Guest>[] = [
  { field: 'name', headerName: 'Guest', flex: 1, minWidth: 140, editable: true },
  { field: 'diet', headerName: 'Diet', width: 130, editable: true },
];

const firstGuests: Guest[] = [
  { id: 1, name: 'Olu Adeyemi', diet: 'Vegetarian' },
  { id: 2, name: 'Sanna Virtanen', diet: 'None' },
];

export default function TypedSlotProps() {
  const [guests, setGuests] = React.useState(firstGuests);
  const addGuest = () =>
    setGuests((current) => [...current, { id: current.length + 1, name: `Guest ${current.length + 1}`, diet: 'None' }]);

  return (
    <div style={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={guests}
        columns={columns}
        slots={{ toolbar: GuestToolbar }}
        slotProps={{ toolbar: { onAddGuest: addGuest, guestCount: guests.length } }}
        hideFooter
      />
    </div>
  );
}
