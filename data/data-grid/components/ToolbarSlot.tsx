import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  GridToolbarDensitySelector,
  GridToolbarExport,
  GridToolbarFilterButton,
  GridToolbarQuickFilter,
  type GridColDef,
  type GridToolbarProps,
} from '@mui/x-data-grid';

// A slot component receives the props given in `slotProps.toolbar`.
function CompactToolbar(props: GridToolbarProps) {
  const { csvOptions, printOptions } = props;
  return (
    <GridToolbarContainer sx={{ p: 1, flexWrap: 'wrap' }}>
      <GridToolbarColumnsButton />
      <GridToolbarFilterButton />
      <GridToolbarDensitySelector />
      <GridToolbarExport csvOptions={csvOptions} printOptions={printOptions} />
      {/* Pushes the search field to the right edge. */}
      <Box sx={{ flex: 1 }} />
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

const columns: GridColDef[] = [
  { field: 'species', headerName: 'Bird', flex: 1, minWidth: 140 },
  { field: 'seen', headerName: 'Sightings', type: 'number', width: 110 },
  { field: 'site', headerName: 'Site', width: 120 },
];

const rows = [
  { id: 1, species: 'Grey heron', seen: 14, site: 'Marsh' },
  { id: 2, species: 'Kingfisher', seen: 3, site: 'River' },
  { id: 3, species: 'Great tit', seen: 27, site: 'Woodland' },
  { id: 4, species: 'Lapwing', seen: 9, site: 'Meadow' },
];

export default function ToolbarSlot() {
  return (
    <div style={{ height: 380 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: CompactToolbar }}
        slotProps={{
          toolbar: { csvOptions: { fileName: 'bird-count', delimiter: ';' }, printOptions: { disableToolbarButton: true } },
        }}
        hideFooter
      />
    </div>
  );
}
