import * as React from 'react';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import PushPin from '@mui/icons-material/PushPin';
import {
  DataGridPro,
  GridActionsCellItem,
  type GridColDef,
  type GridPinnedRowsProp,
  type GridRowId,
} from '@mui/x-data-grid-pro';

interface Listing {
  id: number;
  address: string;
  rooms: number;
  rent: number;
}

const listings: Listing[] = [
  { id: 1, address: '12 Canal Street', rooms: 2, rent: 1350 },
  { id: 2, address: '4B Harbour View', rooms: 3, rent: 1720 },
  { id: 3, address: '88 Elm Avenue', rooms: 1, rent: 980 },
  { id: 4, address: '31 Mill Lane', rooms: 2, rent: 1190 },
  { id: 5, address: '7 Orchard Close', rooms: 4, rent: 2100 },
  { id: 6, address: '19 Station Road', rooms: 1, rent: 1040 },
  { id: 7, address: '56 Kings Parade', rooms: 3, rent: 1580 },
];

export default function PinFromActions() {
  const [pinnedIds, setPinnedIds] = React.useState<GridRowId[]>([2]);

  // A row lives in exactly one place: either in `rows` or in `pinnedRows.top`.
  const rows = React.useMemo(() => listings.filter((row) => !pinnedIds.includes(row.id)), [pinnedIds]);
  const pinnedRows = React.useMemo<GridPinnedRowsProp<Listing>>(
    () => ({ top: pinnedIds.map((id) => listings.find((row) => row.id === id)).filter((row) => row !== undefined) }),
    [pinnedIds],
  );

  const columns = React.useMemo<GridColDef<Listing>[]>(
    () => [
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Pin',
        width: 60,
        getActions: (params) => {
          const isPinned = pinnedIds.includes(params.id);
          return [
            <GridActionsCellItem
              key="pin"
              icon={isPinned ? <PushPin /> : <PushPinOutlined />}
              label={isPinned ? 'Unpin' : 'Pin to top'}
              onClick={() =>
                setPinnedIds((prev) => (isPinned ? prev.filter((id) => id !== params.id) : [...prev, params.id]))
              }
            />,
          ];
        },
      },
      { field: 'address', headerName: 'Address', flex: 1, minWidth: 160 },
      { field: 'rooms', headerName: 'Rooms', type: 'number', width: 90 },
      { field: 'rent', headerName: 'Rent (€/month)', type: 'number', width: 140 },
    ],
    [pinnedIds],
  );

  return (
    <div style={{ height: 380 }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
    </div>
  );
}
