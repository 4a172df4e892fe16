import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridLogicOperator,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'dish', headerName: 'Dish', flex: 1, minWidth: 160 },
  { field: 'cuisine', headerName: 'Cuisine', width: 120 },
  { field: 'main', headerName: 'Main ingredient', width: 150 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
];

const rows = [
  { id: 1, dish: 'Shakshuka', cuisine: 'Tunisian', main: 'Eggs', minutes: 30 },
  { id: 2, dish: 'Pad kra pao', cuisine: 'Thai', main: 'Pork', minutes: 20 },
  { id: 3, dish: 'Dal tadka', cuisine: 'Indian', main: 'Lentils', minutes: 40 },
  { id: 4, dish: 'Tortilla española', cuisine: 'Spanish', main: 'Eggs', minutes: 45 },
  { id: 5, dish: 'Bibimbap', cuisine: 'Korean', main: 'Rice', minutes: 35 },
  { id: 6, dish: 'Gazpacho', cuisine: 'Spanish', main: 'Tomatoes', minutes: 15 },
  { id: 7, dish: 'Green curry', cuisine: 'Thai', main: 'Chicken', minutes: 35 },
];

function SearchToolbar() {
  return (
    <GridToolbarContainer sx={{ p: 1 }}>
      <GridToolbarQuickFilter debounceMs={250} />
    </GridToolbarContainer>
  );
}

export default function RecipeSearch() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['spanish', 'eggs'],
    quickFilterLogicOperator: GridLogicOperator.And,
  });
  const matchAny = filterModel.quickFilterLogicOperator === GridLogicOperator.Or;

  const toggleMatchAny = (event: React.ChangeEvent<HTMLInputElement>) => {
    setFilterModel((model) => ({
      ...model,
      quickFilterLogicOperator: event.target.checked ? GridLogicOperator.Or : GridLogicOperator.And,
    }));
  };

  return (
    <div style={{ height: 420, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 40, display: 'flex', alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={matchAny} onChange={toggleMatchAny} />}
          label="Match any word"
        />
      </div>
      <div style={{ height: 372 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          slots={{ toolbar: SearchToolbar }}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          hideFooter
        />
      </div>
    </div>
  );
}
