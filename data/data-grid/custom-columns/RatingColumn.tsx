import * as React from 'react';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridColTypeDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

function RatingEditCell({ id, field, value }: GridRenderEditCellParams<object, number>) {
  const apiRef = useGridApiContext();
  return (
    <Rating
      value={value ?? 0}
      autoFocus
      onChange={(_event, next) => {
        void apiRef.current.setEditCellValue({ id, field, value: next ?? 0 });
      }}
    />
  );
}

function RatingFilterInput({ item, applyValue }: GridFilterInputValueProps) {
  return (
    <Rating
      aria-label="Minimum rating"
      value={Number(item.value ?? 0)}
      onChange={(_event, next) => applyValue({ ...item, value: next ?? 0 })}
      style={{ marginTop: 16 }}
    />
  );
}

const atLeastOperator: GridFilterOperator<object, number> = {
  label: 'At least',
  value: 'atLeast',
  getApplyFilterFn: (filterItem) => {
    if (!filterItem.value) {
      return null; // No value yet: keep every row.
    }
    return (value) => Number(value) >= Number(filterItem.value);
  },
  InputComponent: RatingFilterInput,
};

const ratingColumn: GridColTypeDef = {
  type: 'number',
  width: 150,
  display: 'flex',
  editable: true,
  renderCell: (params) => <Rating readOnly size="small" value={params.value ?? 0} />,
  renderEditCell: (params) => <RatingEditCell {...params} />,
  filterOperators: [atLeastOperator],
};

const columns: GridColDef[] = [
  { field: 'cafe', headerName: 'Café', flex: 1, minWidth: 120 },
  { field: 'coffee', headerName: 'Coffee', ...ratingColumn },
  { field: 'quiet', headerName: 'Quiet', ...ratingColumn },
];

const rows = [
  { id: 1, cafe: 'Bean There', coffee: 4, quiet: 2 },
  { id: 2, cafe: 'The Daily Grind', coffee: 3, quiet: 5 },
  { id: 3, cafe: 'Perk Place', coffee: 5, quiet: 3 },
  { id: 4, cafe: 'Steam & Co.', coffee: 2, quiet: 4 },
];

export default function RatingColumn() {
  return (
    <div style={{ height: 320 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{ filter: { filterModel: { items: [{ field: 'coffee', operator: 'atLeast', value: 3 }] } } }}
      />
    </div>
  );
}
