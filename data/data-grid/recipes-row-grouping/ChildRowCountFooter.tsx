import * as React from 'react';
import {
  DataGridPremium,
  GridFooterContainer,
  GridToolbar,
  gridFilteredSortedRowIdsSelector,
  gridRowTreeSelector,
  useGridApiContext,
  useGridSelector,
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

// The default footer counts the top-level rows, here the three teams. This one counts
// the shifts (the leaves) that pass the filters, next to the number of groups.
function ShiftCountFooter() {
  const apiRef = useGridApiContext();
  const tree = useGridSelector(apiRef, gridRowTreeSelector);
  const filteredIds = useGridSelector(apiRef, gridFilteredSortedRowIdsSelector);
  const leaves = filteredIds.filter((id) => tree[id]?.type === 'leaf').length;
  const groups = filteredIds.length - leaves;

  return (
    <GridFooterContainer sx={{ justifyContent: 'flex-end', px: 2 }}>
      <span role="status">
        {leaves} shifts in {groups} teams
      </span>
    </GridFooterContainer>
  );
}

export default function ChildRowCountFooter() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPremium
        experimentalFeatures={{ ariaV8: true }}
        rows={rows}
        columns={columns}
        slots={{ footer: ShiftCountFooter, toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        initialState={{
          rowGrouping: { model: ['team'] },
          columns: { columnVisibilityModel: { team: false } },
        }}
      />
    </div>
  );
}
