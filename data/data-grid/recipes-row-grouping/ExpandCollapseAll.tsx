import * as React from 'react';
import Button from '@mui/material/Button';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  gridRowTreeSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'species', headerName: 'Species', flex: 1, minWidth: 140 },
  { field: 'family', headerName: 'Family', width: 120 },
  { field: 'habitat', headerName: 'Habitat', width: 120 },
  { field: 'count', headerName: 'Count', type: 'number', width: 90 },
];

const rows = [
  { id: 1, species: 'Grey heron', family: 'Herons', habitat: 'Wetland', count: 4 },
  { id: 2, species: 'Little egret', family: 'Herons', habitat: 'Wetland', count: 2 },
  { id: 3, species: 'Great tit', family: 'Tits', habitat: 'Woodland', count: 11 },
  { id: 4, species: 'Blue tit', family: 'Tits', habitat: 'Woodland', count: 9 },
  { id: 5, species: 'Bearded reedling', family: 'Reedlings', habitat: 'Wetland', count: 3 },
  { id: 6, species: 'Coal tit', family: 'Tits', habitat: 'Conifers', count: 5 },
  { id: 7, species: 'Purple heron', family: 'Herons', habitat: 'Reed beds', count: 1 },
];

export default function ExpandCollapseAll() {
  const apiRef = useGridApiRef();

  const setAllExpanded = (expanded: boolean) => {
    const tree = gridRowTreeSelector(apiRef);
    // Every node of type "group" except the invisible root that holds the top level.
    Object.values(tree).forEach((node) => {
      if (node.type === 'group' && node.id !== GRID_ROOT_GROUP_ID) {
        apiRef.current.setRowChildrenExpansion(node.id, expanded);
      }
    });
  };

  return (
    <div style={{ height: 460, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 36, display: 'flex', gap: 8 }}>
        <Button size="small" variant="outlined" onClick={() => setAllExpanded(true)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setAllExpanded(false)}>
          Collapse all
        </Button>
      </div>
      <div style={{ height: 416 }}>
        <DataGridPremium
          experimentalFeatures={{ ariaV8: true }}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{
            rowGrouping: { model: ['family', 'habitat'] },
            columns: { columnVisibilityModel: { family: false, habitat: false } },
            aggregation: { model: { count: 'sum' } },
          }}
          groupingColDef={{ width: 200 }}
          hideFooter
        />
      </div>
    </div>
  );
}
