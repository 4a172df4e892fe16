import * as React from 'react';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Title {
  id: number;
  title: string;
  series: string | null;
  volume: number | null;
}

// Some titles belong to a series, others stand alone (series: null).
const rows: Title[] = [
  { id: 1, title: 'The Salt Road', series: 'Coastline', volume: 1 },
  { id: 2, title: 'Tidewater', series: 'Coastline', volume: 2 },
  { id: 3, title: 'Night Ferry', series: 'Inspector Kowal', volume: 1 },
  { id: 4, title: 'Cold Harbour', series: 'Inspector Kowal', volume: 2 },
  { id: 5, title: 'Ledger of Ashes', series: 'Inspector Kowal', volume: 3 },
  { id: 6, title: 'Glass Orchard', series: null, volume: null },
  { id: 7, title: 'Maps Before Maps', series: null, volume: null },
];

const columns: GridColDef<Title>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 170 },
  { field: 'series', headerName: 'Series', width: 150 },
  { field: 'volume', headerName: 'Volume', type: 'number', width: 100 },
];

// Rows without a series get no group: they sit at the top level, next to the series groups.
export default function MissingGroups() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPremium
        experimentalFeatures={{ ariaV8: true }}
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['series'] },
          columns: { columnVisibilityModel: { series: false } },
        }}
        groupingColDef={{ headerName: 'Series', width: 200 }}
        defaultGroupingExpansionDepth={-1}
        hideFooter
      />
    </div>
  );
}
