import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { visuallyHidden } from '@mui/utils';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  type GridColDef,
  type GridRowId,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Visit {
  id: string;
  date: string;
  reason: string;
}

interface Patient {
  id: number;
  name: string;
  ward: string;
  visits: Visit[];
}

const patients: Patient[] = [
  { id: 1, name: 'Ines Duarte', ward: 'Cardiology', visits: [{ id: 'v1', date: '2024-04-02', reason: 'Check-up' }, { id: 'v2', date: '2024-05-11', reason: 'ECG' }] },
  { id: 2, name: 'Jonas Berg', ward: 'Orthopaedics', visits: [{ id: 'v3', date: '2024-03-18', reason: 'Knee X-ray' }] },
  { id: 3, name: 'Amara Okafor', ward: 'Cardiology', visits: [{ id: 'v4', date: '2024-05-20', reason: 'Stress test' }, { id: 'v5', date: '2024-05-27', reason: 'Results' }] },
];

const columns: GridColDef<Patient>[] = [
  // Listed here only for its header: the built-in one is a plain div with an aria-label,
  // which names nothing. This one gives the column a name that screen readers announce.
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Details',
    renderHeader: ({ colDef }) => <span style={visuallyHidden}>{colDef.headerName}</span>,
  },
  { field: 'name', headerName: 'Patient', flex: 1, minWidth: 150 },
  { field: 'ward', headerName: 'Ward', width: 140 },
];

const visitColumns: GridColDef<Visit>[] = [
  { field: 'date', headerName: 'Date', width: 120 },
  { field: 'reason', headerName: 'Reason', flex: 1 },
];

// getDetailPanelHeight returns a number, so the panel has that fixed height
// and the wrapper can simply fill it with height: 100%.
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

function getDetailPanelContent({ row }: GridRowParams<Patient>) {
  return (
    <PanelRow>
      <div style={{ height: '100%', padding: '8px 16px 8px 56px', boxSizing: 'border-box' }}>
        <DataGridPro rows={row.visits} columns={visitColumns} density="compact" hideFooter />
      </div>
    </PanelRow>
  );
}

const getDetailPanelHeight = () => 140;

export default function ControlledPanels() {
  const [expanded, setExpanded] = React.useState<GridRowId[]>([]);

  return (
    <div style={{ height: 420, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Stack direction="row" spacing={1} style={{ height: 36 }}>
        <Button size="small" variant="outlined" onClick={() => setExpanded(patients.map((p) => p.id))}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpanded([])}>
          Collapse all
        </Button>
      </Stack>
      <div style={{ height: 376 }}>
        <DataGridPro
          rows={patients}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expanded}
          onDetailPanelExpandedRowIdsChange={setExpanded}
          hideFooter
        />
      </div>
    </div>
  );
}
