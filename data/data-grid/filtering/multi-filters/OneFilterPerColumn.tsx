import * as React from 'react';
import {
  DataGridPro,
  GridLogicOperator,
  GridPreferencePanelsValue,
  GridToolbarContainer,
  GridToolbarFilterButton,
  type GridColDef,
} from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'bike', headerName: 'Bike', flex: 1, minWidth: 130 },
  { field: 'type', headerName: 'Type', type: 'singleSelect', valueOptions: ['City', 'Gravel', 'Cargo'], width: 110 },
  { field: 'gears', headerName: 'Gears', type: 'number', width: 90 },
  { field: 'electric', headerName: 'Electric', type: 'boolean', width: 100 },
];

const rows = [
  { id: 1, bike: 'Commuter 3', type: 'City', gears: 3, electric: false },
  { id: 2, bike: 'Longtail E', type: 'Cargo', gears: 8, electric: true },
  { id: 3, bike: 'Dirt Road 2x', type: 'Gravel', gears: 22, electric: false },
  { id: 4, bike: 'Metro E', type: 'City', gears: 7, electric: true },
  { id: 5, bike: 'Box Hauler', type: 'Cargo', gears: 5, electric: false },
];


function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
    </GridToolbarContainer>
  );
}

export default function OneFilterPerColumn() {
  return (
    <div style={{ height: 420 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        slots={{ toolbar: Toolbar }}
        slotProps={{
          filterPanel: {
            // Only "And": every condition must hold.
            logicOperators: [GridLogicOperator.And],
            // "Add filter" picks the first column that has no condition yet, or adds nothing.
            getColumnForNewFilter: ({ currentFilters, columns: all }) =>
              all.find((column) => !currentFilters.some((item) => item.field === column.field))?.field ?? null,
            filterFormProps: {
              // Each form offers its own column plus the columns no other form uses.
              filterColumns: ({ field, columns: all, currentFilters }) =>
                all
                  .filter((column) => column.field === field || !currentFilters.some((item) => item.field === column.field))
                  .map((column) => column.field),
            },
            // Lets each condition wrap onto two lines in a narrow panel.
            sx: { '& .MuiDataGrid-filterForm': { flexWrap: 'wrap' } },
          },
        }}
        initialState={{
          preferencePanel: { open: true, openedPanelValue: GridPreferencePanelsValue.filters },
          filter: { filterModel: { items: [{ id: 1, field: 'type', operator: 'is', value: 'City' }] } },
        }}
        hideFooter
      />
    </div>
  );
}
