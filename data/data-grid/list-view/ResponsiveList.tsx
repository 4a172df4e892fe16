import * as React from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGridPro, type GridColDef, type GridListColDef } from '@mui/x-data-grid-pro';

interface Flight {
  id: string;
  from: string;
  to: string;
  departs: string;
  gate: string;
  status: string;
}

const rows: Flight[] = [
  { id: 'KL 1254', from: 'AMS', to: 'OSL', departs: '07:15', gate: 'D4', status: 'Boarding' },
  { id: 'TP 659', from: 'LIS', to: 'AMS', departs: '08:40', gate: 'B12', status: 'On time' },
  { id: 'SK 1546', from: 'CPH', to: 'HEL', departs: '09:05', gate: 'A7', status: 'Delayed' },
  { id: 'AY 917', from: 'HEL', to: 'RIX', departs: '10:30', gate: 'C2', status: 'On time' },
  { id: 'IB 3170', from: 'MAD', to: 'LIS', departs: '11:55', gate: 'J9', status: 'Cancelled' },
  { id: 'BT 602', from: 'RIX', to: 'TLL', departs: '12:20', gate: 'A1', status: 'On time' },
];

const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'from', headerName: 'From', width: 80 },
  { field: 'to', headerName: 'To', width: 80 },
  { field: 'departs', headerName: 'Departs', width: 100 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', flex: 1, minWidth: 110 },
];

const listColumn: GridListColDef<Flight> = {
  field: 'summary',
  renderCell: ({ row }) => (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', height: '100%', gap: 8 }}>
      <div style={{ lineHeight: 1.3 }}>
        <div style={{ fontWeight: 600 }}>
          {row.from} → {row.to}
        </div>
        <div style={{ fontSize: 13, opacity: 0.7 }}>
          {row.id} · gate {row.gate}
        </div>
      </div>
      <div style={{ textAlign: 'right', lineHeight: 1.3 }}>
        <div>{row.departs}</div>
        <div style={{ fontSize: 13, color: row.status === 'On time' ? '#2e7d32' : '#d32f2f' }}>{row.status}</div>
      </div>
    </div>
  ),
};

export default function ResponsiveList() {
  // Narrow screens get cards; wide ones the usual table, with the same rows and state.
  const narrow = useMediaQuery('(max-width: 520px)');

  return (
    <div style={{ height: 420 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        unstable_listView={narrow}
        unstable_listColumn={listColumn}
        rowHeight={narrow ? 64 : 52}
        hideFooter
      />
    </div>
  );
}
