import * as React from 'react';
import {
  DataGridPro,
  GridLogicOperator,
  GridToolbarContainer,
  GridToolbarFilterButton,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Apartment', flex: 1, minWidth: 150 },
  { field: 'district', headerName: 'District', width: 130 },
  { field: 'rooms', headerName: 'Rooms', type: 'number', width: 90 },
  { field: 'rent', headerName: 'Rent (€)', type: 'number', width: 110 },
  { field: 'balcony', headerName: 'Balcony', type: 'boolean', width: 100 },
];

const rows = [
  { id: 1, name: 'Canal view loft', district: 'Old Town', rooms: 2, rent: 1450, balcony: true },
  { id: 2, name: 'Garden flat', district: 'Riverside', rooms: 3, rent: 1280, balcony: false },
  { id: 3, name: 'Studio by the market', district: 'Old Town', rooms: 1, rent: 820, balcony: false },
  { id: 4, name: 'Family apartment', district: 'Hillside', rooms: 4, rent: 1690, balcony: true },
  { id: 5, name: 'Top floor attic', district: 'Riverside', rooms: 2, rent: 990, balcony: true },
  { id: 6, name: 'Quiet courtyard flat', district: 'Hillside', rooms: 2, rent: 1100, balcony: false },
];

function FilterToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
    </GridToolbarContainer>
  );
}

export default function MultiFilterPro() {
  // Two conditions joined with Or: cheap places, or anything with a balcony.
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [
      { id: 1, field: 'rent', operator: '<', value: 1000 },
      { id: 2, field: 'balcony', operator: 'is', value: true },
    ],
    logicOperator: GridLogicOperator.Or,
  });

  return (
    <div style={{ height: 420 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        slots={{ toolbar: FilterToolbar }}
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        hideFooter
      />
    </div>
  );
}
