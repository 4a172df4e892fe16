import * as React from 'react';
import { visuallyHidden } from '@mui/utils';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Trip {
  id: number;
  traveller: string;
  destination: string;
  stops: string[];
}

const rows: Trip[] = [
  { id: 1, traveller: 'Ngozi Eze', destination: 'Kyoto', stops: ['Flight LHR → KIX', 'Train to Kyoto'] },
  {
    id: 2,
    traveller: 'Paul Verhoeven',
    destination: 'Lisbon',
    stops: ['Flight AMS → LIS', 'Hotel check-in', 'Tram 28 tour', 'Day trip to Sintra', 'Flight LIS → AMS'],
  },
  { id: 3, traveller: 'Sana Qureshi', destination: 'Oslo', stops: ['Night train to Oslo'] },
];

const columns: GridColDef<Trip>[] = [
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Details',
    renderHeader: ({ colDef }) => <span style={visuallyHidden}>{colDef.headerName}</span>,
  },
  { field: 'traveller', headerName: 'Traveller', flex: 1, minWidth: 140 },
  { field: 'destination', headerName: 'Destination', width: 130 },
];

/**
 * The panel is rendered inside the grid (role "grid"), which may only contain rows: a row with
 * one cell gives the content a valid place in the grid's structure for assistive technology.
 */
function PanelRow({ children }: { children: React.ReactNode }) {
  return (
    <div role="row" style={{ height: '100%' }}>
      <div role="gridcell" style={{ height: '100%' }}>
        {children}
      </div>
    </div>
  );
}

function getDetailPanelContent({ row }: GridRowParams<Trip>) {
  return (
    <PanelRow>
      <ol style={{ margin: 0, padding: '12px 16px 12px 40px', lineHeight: 1.8 }}>
        {row.stops.map((stop) => (
          <li key={stop}>{stop}</li>
        ))}
      </ol>
    </PanelRow>
  );
}

// 'auto': each panel is as tall as its list, from one stop to five.
const getDetailPanelHeight = () => 'auto' as const;

export default function AutoHeightPanels() {
  return (
    <div style={{ height: 400 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: [1, 2] } }}
        hideFooter
      />
    </div>
  );
}
