import * as React from 'react';
import { visuallyHidden } from '@mui/utils';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  GRID_DETAIL_PANEL_TOGGLE_FIELD,
  useGridApiRef,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Parcel {
  id: number;
  tracking: string;
  status: string;
  lastScan: string;
}

const rows: Parcel[] = [
  { id: 1, tracking: 'PK-20931', status: 'In transit', lastScan: 'Sorted at the Leipzig hub, 06:12.' },
  { id: 2, tracking: 'PK-20944', status: 'Delivered', lastScan: 'Handed to the recipient, signed by M. Okafor.' },
  { id: 3, tracking: 'PK-20957', status: 'Held', lastScan: 'Waiting at customs for an import declaration.' },
  { id: 4, tracking: 'PK-20968', status: 'In transit', lastScan: 'Loaded on the truck to Graz, 21:40.' },
];

const columns: GridColDef<Parcel>[] = [
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Last scan',
    renderHeader: ({ colDef }) => <span style={visuallyHidden}>{colDef.headerName}</span>,
  },
  { field: 'tracking', headerName: 'Tracking number', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 120 },
];

/** A row with one cell gives the panel a valid place inside the grid (role "grid") for assistive technology. */
function getDetailPanelContent({ row }: GridRowParams<Parcel>) {
  return (
    <div role="row" style={{ height: '100%' }}>
      <p role="gridcell" style={{ margin: 0, padding: '10px 16px 10px 56px' }}>
        {row.lastScan}
      </p>
    </div>
  );
}

const getDetailPanelHeight = () => 'auto' as const;

export default function ToggleOnRowClick() {
  const apiRef = useGridApiRef();

  return (
    <div style={{ height: 340 }}>
      <DataGridPro
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        onRowClick={(params, event) => {
          // The toggle button already switches the panel: a second toggle would undo it.
          const target = event.target as HTMLElement;
          if (target.closest(`[data-field="${GRID_DETAIL_PANEL_TOGGLE_FIELD}"]`)) {
            return;
          }
          apiRef.current.toggleDetailPanel(params.id);
        }}
        // A click now means "open"; selecting the row on the same click would be a second effect.
        disableRowSelectionOnClick
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        hideFooter
      />
    </div>
  );
}
