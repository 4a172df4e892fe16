import * as React from 'react';
import Button from '@mui/material/Button';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarFilterButton,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';

const STORAGE_KEY = 'data-grid-recipe-plant-filters';

const columns: GridColDef[] = [
  { field: 'plant', headerName: 'Plant', flex: 1, minWidth: 130 },
  { field: 'light', headerName: 'Light', type: 'singleSelect', valueOptions: ['Shade', 'Partial', 'Full sun'], width: 110 },
  { field: 'height', headerName: 'Height (cm)', type: 'number', width: 120 },
];

const rows = [
  { id: 1, plant: 'Fern', light: 'Shade', height: 60 },
  { id: 2, plant: 'Lavender', light: 'Full sun', height: 50 },
  { id: 3, plant: 'Hosta', light: 'Shade', height: 45 },
  { id: 4, plant: 'Foxglove', light: 'Partial', height: 120 },
  { id: 5, plant: 'Rosemary', light: 'Full sun', height: 90 },
];

const EMPTY_MODEL: GridFilterModel = { items: [] };

/** The saved model, or an empty one when nothing is stored or the stored text is not a filter model. */
function readSavedModel(): GridFilterModel {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (saved !== null && typeof saved === 'object' && Array.isArray((saved as GridFilterModel).items)) {
      return saved as GridFilterModel;
    }
  } catch {
    // Storage blocked or the text is not JSON: start without filters.
  }
  return EMPTY_MODEL;
}

function saveModel(model: GridFilterModel) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(model));
  } catch {
    // Storage full or blocked: the filters still apply, they are just not remembered.
  }
}

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
    </GridToolbarContainer>
  );
}

function PlantGrid() {
  // Read once, when the grid mounts: initialState is not read again afterwards.
  const [initialModel] = React.useState(readSavedModel);
  return (
    <DataGrid
      rows={rows}
      columns={columns}
      slots={{ toolbar: Toolbar }}
      initialState={{ filter: { filterModel: initialModel } }}
      onFilterModelChange={saveModel}
      hideFooter
    />
  );
}

export default function FiltersInLocalStorage() {
  // A new key mounts a new grid, as a page reload would.
  const [mount, setMount] = React.useState(0);

  return (
    <div style={{ height: 360, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 36, display: 'flex', gap: 8 }}>
        <Button size="small" variant="outlined" onClick={() => setMount((n) => n + 1)}>
          Remount grid
        </Button>
        <Button
          size="small"
          onClick={() => {
            window.localStorage.removeItem(STORAGE_KEY);
            setMount((n) => n + 1);
          }}
        >
          Forget filters
        </Button>
      </div>
      <div style={{ height: 316 }}>
        <PlantGrid key={mount} />
      </div>
    </div>
  );
}
