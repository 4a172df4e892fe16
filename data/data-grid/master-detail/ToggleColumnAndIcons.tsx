import * as React from 'react';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Listing {
  id: number;
  address: string;
  rooms: number;
  rent: number;
  notes: string;
}

const rows: Listing[] = [
  { id: 1, address: '12 Quay Street', rooms: 2, rent: 1350, notes: 'Balcony facing the river, lift, bike storage in the yard.' },
  { id: 2, address: '4 Mill Lane', rooms: 3, rent: 1720, notes: 'Garden flat; pets allowed; available from June.' },
  { id: 3, address: '88 Hill Road', rooms: 1, rent: 990, notes: 'Furnished studio, bills included, ten minutes from the station.' },
];

const columns: GridColDef<Listing>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 140 },
  { field: 'rooms', headerName: 'Rooms', type: 'number', width: 80 },
  { field: 'rent', headerName: 'Rent (€)', type: 'number', width: 100 },
  // Listing the toggle column yourself puts it where you want it: here, last. Its built-in
  // header is an empty div with an aria-label, which names nothing: without renderHeader,
  // the column shows its headerName like any other.
  { ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF, headerName: 'Details', width: 90, renderHeader: undefined },
];

function getDetailPanelContent({ row }: GridRowParams<Listing>) {
  return (
    <Typography variant="body2" style={{ padding: '12px 16px' }}>
      {row.notes}
    </Typography>
  );
}

const getDetailPanelHeight = () => 'auto' as const;

export default function ToggleColumnAndIcons() {
  return (
    <div style={{ height: 320 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        slots={{ detailPanelExpandIcon: ExpandMoreIcon, detailPanelCollapseIcon: ExpandLessIcon }}
        hideFooter
      />
    </div>
  );
}
