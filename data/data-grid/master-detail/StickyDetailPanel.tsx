import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { visuallyHidden } from '@mui/utils';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridClasses,
  gridDimensionsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

const StickyContext = React.createContext(true);

/** Keeps its content in the visible part of the grid while the row scrolls sideways. */
function StickyPanel({ children }: { children: React.ReactNode }) {
  const sticky = React.useContext(StickyContext);
  const apiRef = useGridApiContext();
  // The width of the grid's viewport, without the vertical scrollbar.
  const { viewportInnerSize } = useGridSelector(apiRef, gridDimensionsSelector);
  return (
    <div
      style={
        sticky
          ? { position: 'sticky', left: 0, width: viewportInnerSize.width, boxSizing: 'border-box', padding: 16 }
          : { padding: 16 }
      }
    >
      {children}
    </div>
  );
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Twelve month columns: the grid is much wider than the page, so rows scroll sideways.
const columns: GridColDef[] = [
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Summary',
    renderHeader: ({ colDef }) => <span style={visuallyHidden}>{colDef.headerName}</span>,
  },
  { field: 'region', headerName: 'Region', width: 120 },
  ...months.map((month) => ({ field: month, headerName: month, type: 'number' as const, width: 90 })),
];

const rows = ['North', 'South', 'East'].map((region, index) => ({
  id: index + 1,
  region,
  ...Object.fromEntries(months.map((month, m) => [month, 100 + ((index + 1) * (m + 3) * 17) % 90])),
}));

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

function getDetailPanelContent({ row }: GridRowParams) {
  const total = months.reduce((sum, month) => sum + Number(row[month] ?? 0), 0);
  return (
    <PanelRow>
      <StickyPanel>
        {row.region}: {total} units over the year. Scroll the grid sideways: this summary stays in view.
      </StickyPanel>
    </PanelRow>
  );
}

const getDetailPanelHeight = () => 'auto' as const;

export default function StickyDetailPanel() {
  const [sticky, setSticky] = React.useState(true);

  return (
    <StickyContext.Provider value={sticky}>
      <div style={{ height: 360 }}>
        <FormControlLabel
          style={{ height: 42, margin: 0 }}
          label="Keep panels in view"
          control={<Switch checked={sticky} onChange={(event) => setSticky(event.target.checked)} />}
        />
        <div style={{ height: 318 }}>
          <DataGridPro
            rows={rows}
            columns={columns}
            getDetailPanelContent={getDetailPanelContent}
            getDetailPanelHeight={getDetailPanelHeight}
            initialState={{ detailPanel: { expandedRowIds: [1] } }}
            // The panel element scrolls its own overflow by default, which would make it the
            // reference of the sticky content: let it overflow so the grid's scroller is.
            sx={sticky ? { [`& .${gridClasses.detailPanel}`]: { overflow: 'visible' } } : undefined}
            hideFooter
          />
        </div>
      </div>
    </StickyContext.Provider>
  );
}
