import * as React from 'react';
import { DataGridPremium, useGridApiRef, type GridColDef, type GridEventListener } from '@mui/x-data-grid-premium';

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

// A click anywhere on a group row opens or closes it, not only on its arrow.
// (Space on the grouping cell still does the same from the keyboard.)
export default function ToggleGroupOnRowClick() {
  const apiRef = useGridApiRef();

  const handleRowClick: GridEventListener<'rowClick'> = ({ id }) => {
    const node = apiRef.current.getRowNode(id);
    if (node?.type === 'group') {
      apiRef.current.setRowChildrenExpansion(id, !node.childrenExpanded);
    }
  };

  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPremium
        experimentalFeatures={{ ariaV8: true }}
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        onRowClick={handleRowClick}
        initialState={{
          rowGrouping: { model: ['team'] },
          columns: { columnVisibilityModel: { team: false } },
        }}
        hideFooter
        sx={{ '& .MuiDataGrid-row[aria-expanded]': { cursor: 'pointer' } }}
      />
    </div>
  );
}
