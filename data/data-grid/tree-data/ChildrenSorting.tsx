import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type DataGridProProps, type GridColDef } from '@mui/x-data-grid-pro';

interface Stage {
  id: number;
  path: string[];
  km: number;
}

// A cycling tour: legs, and the stages of each leg in the order they are ridden.
const rows: Stage[] = [
  { id: 1, path: ['Alps'], km: 412 },
  { id: 2, path: ['Alps', 'Stage 1: Annecy – Albertville'], km: 96 },
  { id: 3, path: ['Alps', 'Stage 2: Albertville – Val Thorens'], km: 148 },
  { id: 4, path: ['Alps', 'Stage 3: Val Thorens – Briançon'], km: 168 },
  { id: 5, path: ['Provence'], km: 301 },
  { id: 6, path: ['Provence', 'Stage 4: Briançon – Gap'], km: 88 },
  { id: 7, path: ['Provence', 'Stage 5: Gap – Avignon'], km: 213 },
  { id: 8, path: ['Coast'], km: 185 },
  { id: 9, path: ['Coast', 'Stage 6: Avignon – Marseille'], km: 185 },
];

const columns: GridColDef<Stage>[] = [{ field: 'km', headerName: 'Distance (km)', type: 'number', width: 140 }];

const getTreeDataPath: DataGridProProps<Stage>['getTreeDataPath'] = (row) => row.path;

// Sorted by distance, longest first. With children sorting off, the legs are reordered
// but the stages inside each leg stay in riding order.
export default function ChildrenSorting() {
  const [topLevelOnly, setTopLevelOnly] = React.useState(false);

  return (
    <div style={{ height: 470, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <FormControlLabel
        sx={{ height: 38, m: 0 }}
        control={<Switch checked={topLevelOnly} onChange={(event) => setTopLevelOnly(event.target.checked)} />}
        label="disableChildrenSorting"
      />
      <div style={{ height: 424 }}>
        <DataGridPro
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={{ headerName: 'Leg / stage', flex: 1, minWidth: 200 }}
          defaultGroupingExpansionDepth={-1}
          disableChildrenSorting={topLevelOnly}
          initialState={{ sorting: { sortModel: [{ field: 'km', sort: 'desc' }] } }}
          hideFooter
        />
      </div>
    </div>
  );
}
