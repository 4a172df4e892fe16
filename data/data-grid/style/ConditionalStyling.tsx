import * as React from 'react';
import { DataGrid, type GridCellParams, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid';

interface Reading {
  id: number;
  city: string;
  high: number;
  low: number;
  alert: boolean;
}

const columns: GridColDef<Reading>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120, headerClassName: 'header-city' },
  {
    field: 'high',
    headerName: 'High (°C)',
    type: 'number',
    width: 110,
    // A class per cell, chosen from its value.
    cellClassName: (params: GridCellParams<Reading, number>) => ((params.value ?? 0) >= 30 ? 'hot' : 'mild'),
  },
  { field: 'low', headerName: 'Low (°C)', type: 'number', width: 110, cellClassName: 'muted' },
];

const rows: Reading[] = [
  { id: 1, city: 'Seville', high: 36, low: 21, alert: true },
  { id: 2, city: 'Edinburgh', high: 18, low: 10, alert: false },
  { id: 3, city: 'Athens', high: 33, low: 24, alert: true },
  { id: 4, city: 'Bergen', high: 16, low: 11, alert: false },
];

export default function ConditionalStyling() {
  return (
    <div style={{ height: 300 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        // A class per row, from the row data.
        getRowClassName={(params: GridRowClassNameParams<Reading>) => (params.row.alert ? 'heat-alert' : '')}
        hideFooter
        sx={{
          '& .header-city': { fontStyle: 'italic' },
          '& .hot': { color: 'error.main', fontWeight: 600 },
          '& .mild': { color: 'info.main' },
          '& .muted': { color: 'text.secondary' },
          '& .heat-alert': { bgcolor: 'rgba(237, 108, 2, 0.08)' },
          // Keep the tint when the row is hovered.
          '& .heat-alert:hover': { bgcolor: 'rgba(237, 108, 2, 0.16)' },
        }}
      />
    </div>
  );
}
