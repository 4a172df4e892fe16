import * as React from 'react';
import {
  DataGridPro,
  GridColumnMenu,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid-pro';

// Only the identifying column may be pinned, and only number columns keep the filter entry.
function VesselColumnMenu(props: GridColumnMenuProps) {
  const { colDef } = props;
  // Any key present with an empty value removes its item, so list only the items to drop.
  const hidden: Record<string, null> = {};
  if (colDef.field !== 'vessel') {
    hidden.columnMenuPinningItem = null;
  }
  if (colDef.type !== 'number') {
    hidden.columnMenuFilterItem = null;
  }
  return <GridColumnMenu {...props} slots={hidden} />;
}

const columns: GridColDef[] = [
  { field: 'vessel', headerName: 'Vessel', width: 160 },
  { field: 'flag', headerName: 'Flag', width: 120 },
  { field: 'port', headerName: 'Next port', width: 140 },
  { field: 'teu', headerName: 'Capacity (TEU)', type: 'number', width: 150 },
  { field: 'eta', headerName: 'ETA (days)', type: 'number', width: 120 },
];

const rows = [
  { id: 1, vessel: 'Nordic Tern', flag: 'Norway', port: 'Rotterdam', teu: 8400, eta: 3 },
  { id: 2, vessel: 'Cape Alder', flag: 'Liberia', port: 'Algeciras', teu: 14200, eta: 6 },
  { id: 3, vessel: 'Sea Marigold', flag: 'Panama', port: 'Piraeus', teu: 11000, eta: 2 },
  { id: 4, vessel: 'Baltic Wren', flag: 'Malta', port: 'Gdańsk', teu: 3900, eta: 4 },
];

export default function PerColumnMenuItems() {
  return (
    <div style={{ height: 300 }}>
      <DataGridPro rows={rows} columns={columns} slots={{ columnMenu: VesselColumnMenu }} hideFooter />
    </div>
  );
}
