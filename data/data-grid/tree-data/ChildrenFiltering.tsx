import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  type DataGridProProps,
  type GridColDef,
} from '@mui/x-data-grid-pro';

interface Recipe {
  id: number;
  path: string[];
  minutes: number;
}

// Cookbook > chapter > recipe.
const rows: Recipe[] = [
  { id: 1, path: ['Soups'], minutes: 0 },
  { id: 2, path: ['Soups', 'Tomato bisque'], minutes: 40 },
  { id: 3, path: ['Soups', 'Miso with tofu'], minutes: 15 },
  { id: 4, path: ['Soups', 'Leek and potato'], minutes: 45 },
  { id: 5, path: ['Baking'], minutes: 0 },
  { id: 6, path: ['Baking', 'Tomato focaccia'], minutes: 150 },
  { id: 7, path: ['Baking', 'Oat cookies'], minutes: 30 },
  { id: 8, path: ['Tomato salads'], minutes: 0 },
  { id: 9, path: ['Tomato salads', 'Panzanella'], minutes: 20 },
];

const columns: GridColDef<Recipe>[] = [{ field: 'minutes', headerName: 'Minutes', type: 'number', width: 110 }];
const getTreeDataPath: DataGridProProps<Recipe>['getTreeDataPath'] = (row) => row.path;

function SearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter placeholder="Try “tomato”" />
    </GridToolbarContainer>
  );
}

export default function ChildrenFiltering() {
  const [topLevelOnly, setTopLevelOnly] = React.useState(false);

  return (
    <div style={{ height: 440, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 40, overflow: 'hidden', whiteSpace: 'nowrap' }}>
        <FormControlLabel
          control={<Switch checked={topLevelOnly} onChange={(event) => setTopLevelOnly(event.target.checked)} />}
          label="disableChildrenFiltering"
        />
      </div>
      <div style={{ height: 392 }}>
        <DataGridPro
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={{ headerName: 'Recipe', width: 220 }}
          defaultGroupingExpansionDepth={-1}
          disableChildrenFiltering={topLevelOnly}
          slots={{ toolbar: SearchToolbar }}
          initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['tomato'] } } }}
          hideFooter
        />
      </div>
    </div>
  );
}
