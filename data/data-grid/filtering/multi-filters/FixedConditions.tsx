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
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 150 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100 },
  { field: 'salary', headerName: 'Salary (€)', type: 'number', width: 120 },
];

const rows = [
  { id: 1, role: 'Frontend developer', remote: true, salary: 62000 },
  { id: 2, role: 'Data engineer', remote: false, salary: 71000 },
  { id: 3, role: 'Support lead', remote: true, salary: 48000 },
  { id: 4, role: 'Platform engineer', remote: true, salary: 78000 },
  { id: 5, role: 'Designer', remote: false, salary: 55000 },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
    </GridToolbarContainer>
  );
}

export default function FixedConditions() {
  return (
    <div style={{ height: 400 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        slots={{ toolbar: Toolbar }}
        slotProps={{
          filterPanel: {
            // Neither footer button: the saved search keeps exactly its two conditions.
            disableAddFilterButton: true,
            disableRemoveAllButton: true,
            logicOperators: [GridLogicOperator.And],
            filterFormProps: {
              // Each condition keeps its column and cannot be deleted; operator and value stay editable.
              columnInputProps: { disabled: true },
              deleteIconProps: { sx: { display: 'none' } },
            },
            sx: { '& .MuiDataGrid-filterForm': { flexWrap: 'wrap' } },
          },
        }}
        initialState={{
          preferencePanel: { open: true, openedPanelValue: GridPreferencePanelsValue.filters },
          filter: {
            filterModel: {
              items: [
                { id: 'remote', field: 'remote', operator: 'is', value: 'true' },
                { id: 'salary', field: 'salary', operator: '>=', value: 60000 },
              ],
              logicOperator: GridLogicOperator.And,
            },
          },
        }}
        hideFooter
      />
    </div>
  );
}
