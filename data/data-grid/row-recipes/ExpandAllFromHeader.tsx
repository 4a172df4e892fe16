import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDataRowIdsSelector,
  gridDetailPanelExpandedRowIdsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Flight {
  id: number;
  flight: string;
  destination: string;
  gate: string;
  note: string;
}

const rows: Flight[] = [
  { id: 1, flight: 'LX 318', destination: 'London', gate: 'A4', note: 'Boarding starts 40 minutes before departure.' },
  { id: 2, flight: 'AF 1615', destination: 'Paris', gate: 'B12', note: 'Delayed by 20 minutes because of late inbound aircraft.' },
  { id: 3, flight: 'LH 1195', destination: 'Frankfurt', gate: 'A9', note: 'Gate change from A2; bus transfer to the aircraft.' },
  { id: 4, flight: 'KL 1962', destination: 'Amsterdam', gate: 'B3', note: 'On time. Priority boarding for families first.' },
];

/** The toggle column's header: one button that opens every panel, or closes them all when any is open. */
function ExpandAllHeader() {
  const apiRef = useGridApiContext();
  const expandedIds = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);
  const anyOpen = expandedIds.length > 0;
  const label = anyOpen ? 'Collapse all' : 'Expand all';

  return (
    <IconButton
      size="small"
      aria-label={label}
      title={label}
      onClick={() => apiRef.current.setExpandedDetailPanels(anyOpen ? [] : gridDataRowIdsSelector(apiRef))}
    >
      {anyOpen ? <UnfoldLessIcon fontSize="small" /> : <UnfoldMoreIcon fontSize="small" />}
    </IconButton>
  );
}

const columns: GridColDef<Flight>[] = [
  { ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF, headerName: 'Notes', renderHeader: () => <ExpandAllHeader /> },
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'gate', headerName: 'Gate', width: 80 },
];

/** A row with one cell gives the panel a valid place inside the grid (role "grid") for assistive technology. */
function getDetailPanelContent({ row }: GridRowParams<Flight>) {
  return (
    <div role="row" style={{ height: '100%' }}>
      <p role="gridcell" style={{ margin: 0, padding: '10px 16px 10px 56px' }}>
        {row.note}
      </p>
    </div>
  );
}

const getDetailPanelHeight = () => 'auto' as const;

export default function ExpandAllFromHeader() {
  return (
    <div style={{ height: 380 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </div>
  );
}
