import * as React from 'react';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type DataGridPremiumProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Shift {
  id: number;
  volunteer: string;
  team: string;
  day: string;
  hours: number;
}

const rows: Shift[] = [
  { id: 1, volunteer: 'Abena', team: 'Kitchen', day: 'Saturday', hours: 4 },
  { id: 2, volunteer: 'Bruno', team: 'Kitchen', day: 'Sunday', hours: 3 },
  { id: 3, volunteer: 'Chen', team: 'Front desk', day: 'Saturday', hours: 5 },
  { id: 4, volunteer: 'Dalia', team: 'Deliveries', day: 'Saturday', hours: 6 },
  { id: 5, volunteer: 'Emil', team: 'Deliveries', day: 'Sunday', hours: 2 },
  { id: 6, volunteer: 'Farah', team: 'Deliveries', day: 'Sunday', hours: 4 },
  { id: 7, volunteer: 'Goran', team: 'Deliveries', day: 'Saturday', hours: 3 },
  { id: 8, volunteer: 'Hana', team: 'Kitchen', day: 'Saturday', hours: 5 },
  { id: 9, volunteer: 'Ivo', team: 'Front desk', day: 'Sunday', hours: 2 },
  { id: 10, volunteer: 'Jia', team: 'Deliveries', day: 'Sunday', hours: 5 },
];

const columns: GridColDef<Shift>[] = [
  { field: 'volunteer', headerName: 'Volunteer', flex: 1, minWidth: 120 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'day', headerName: 'Day', width: 110 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90 },
];

// Groups compare by their number of children; anything else (the leaves) keeps the
// order of the other sort rules.
const groupingColDef: DataGridPremiumProps['groupingColDef'] = {
  headerName: 'Team',
  width: 180,
  sortComparator: (_value1, _value2, cellParams1, cellParams2) => {
    const node1 = cellParams1.rowNode;
    const node2 = cellParams2.rowNode;
    if (node1.type === 'group' && node2.type === 'group') {
      return node1.children.length - node2.children.length;
    }
    return 0;
  },
};

export default function SortGroupsByChildCount() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPremium
        experimentalFeatures={{ ariaV8: true }}
        rows={rows}
        columns={columns}
        groupingColDef={groupingColDef}
        initialState={{
          rowGrouping: { model: ['team'] },
          columns: { columnVisibilityModel: { team: false } },
          sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' }] },
        }}
        hideFooter
      />
    </div>
  );
}
