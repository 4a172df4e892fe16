import * as React from 'react';
import { visuallyHidden } from '@mui/utils';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  type GridColDef,
  type GridRowId,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Recipe {
  id: number;
  dish: string;
  minutes: number;
  steps: string;
}

const rows: Recipe[] = [
  { id: 1, dish: 'Tomato soup', minutes: 35, steps: 'Roast the tomatoes with garlic, blend with stock, season and simmer for ten minutes.' },
  { id: 2, dish: 'Lentil salad', minutes: 25, steps: 'Boil the lentils until tender, then toss with herbs, lemon juice and diced cucumber.' },
  { id: 3, dish: 'Flatbread', minutes: 40, steps: 'Knead flour, yoghurt and salt, rest the dough, then cook the rounds in a dry pan.' },
  { id: 4, dish: 'Rice pudding', minutes: 50, steps: 'Simmer rice in milk with a vanilla pod, stirring often, and sweeten at the end.' },
];

const columns: GridColDef<Recipe>[] = [
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Steps',
    renderHeader: ({ colDef }) => <span style={visuallyHidden}>{colDef.headerName}</span>,
  },
  { field: 'dish', headerName: 'Dish', flex: 1, minWidth: 140 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
];

/** A row with one cell gives the panel a valid place inside the grid (role "grid") for assistive technology. */
function getDetailPanelContent({ row }: GridRowParams<Recipe>) {
  return (
    <div role="row" style={{ height: '100%' }}>
      <p role="gridcell" style={{ margin: 0, padding: '12px 16px 12px 56px' }}>
        {row.steps}
      </p>
    </div>
  );
}

const getDetailPanelHeight = () => 'auto' as const;

export default function OnePanelAtATime() {
  const [expanded, setExpanded] = React.useState<GridRowId[]>([1]);

  return (
    <div style={{ height: 340 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        detailPanelExpandedRowIds={expanded}
        // Opening a panel appends its id to the list: keep only that newest id.
        onDetailPanelExpandedRowIdsChange={(ids) => setExpanded(ids.slice(-1))}
        hideFooter
      />
    </div>
  );
}
