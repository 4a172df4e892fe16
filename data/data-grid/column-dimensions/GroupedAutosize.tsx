import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  gridRowTreeSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 90 },
  { field: 'office', headerName: 'Office', width: 90 },
  { field: 'employee', headerName: 'Employee', width: 100 },
  { field: 'headcount', headerName: 'Desks', type: 'number', width: 80 },
];

const rows = [
  { id: 1, region: 'Asia-Pacific', office: 'Singapore (Marina Bay)', employee: 'Wei Ling Tan', headcount: 1 },
  { id: 2, region: 'Asia-Pacific', office: 'Singapore (Marina Bay)', employee: 'Ravi Chandran', headcount: 1 },
  { id: 3, region: 'Asia-Pacific', office: 'Melbourne', employee: 'Chloe Nguyen', headcount: 2 },
  { id: 4, region: 'Europe, Middle East and Africa', office: 'Johannesburg', employee: 'Thabo Nkosi', headcount: 1 },
  { id: 5, region: 'Europe, Middle East and Africa', office: 'Lisbon', employee: 'Beatriz Costa', headcount: 3 },
];

export default function GroupedAutosize() {
  const apiRef = useGridApiRef();

  return (
    <div style={{ height: 400 }}>
      <Stack direction="row" spacing={1} style={{ height: 32, marginBottom: 8 }}>
        {/* Collapsed groups render no cells, so nothing inside them can be measured. */}
        <Button size="small" variant="outlined" onClick={() => void apiRef.current.autosizeColumns({ includeHeaders: true })}>
          Autosize
        </Button>
        <Button
          size="small"
          onClick={() =>
            // Group rows live in the row tree (getAllRowIds lists only the rows you passed).
            Object.values(gridRowTreeSelector(apiRef)).forEach((node) => {
              if (node.type === 'group' && node.id !== GRID_ROOT_GROUP_ID) {
                apiRef.current.setRowChildrenExpansion(node.id, true);
              }
            })
          }
        >
          Expand all
        </Button>
      </Stack>
      <div style={{ height: 360 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          density="compact"
          initialState={{
            rowGrouping: { model: ['region', 'office'] },
            columns: { columnVisibilityModel: { region: false, office: false } },
          }}
          hideFooter
          // Grouped rows carry tree attributes; this flag gives the grid the matching treegrid role.
          experimentalFeatures={{ ariaV8: true }}
        />
      </div>
    </div>
  );
}
