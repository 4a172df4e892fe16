import * as React from 'react';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Review {
  id: number;
  cafe: string;
  stars: number;
}

function StarsEditCell(props: GridRenderEditCellParams<Review, number>) {
  const { id, field, value, hasFocus } = props;
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLSpanElement>(null);

  // Move the keyboard focus into the stars when the cell enters edit mode.
  React.useLayoutEffect(() => {
    if (hasFocus) {
      ref.current?.querySelector<HTMLInputElement>(`input[value="${value ?? 0}"]`)?.focus();
    }
  }, [hasFocus, value]);

  return (
    <Rating
      ref={ref}
      name={`stars-${id}`}
      value={value ?? 0}
      sx={{ px: 1 }}
      // Store the new value in the edit state; the row is updated when editing stops.
      onChange={(event, newValue) => apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 }, event)}
    />
  );
}

const columns: GridColDef<Review>[] = [
  { field: 'cafe', headerName: 'Café', flex: 1, minWidth: 130 },
  {
    field: 'stars',
    headerName: 'Stars',
    type: 'number',
    width: 160,
    editable: true,
    align: 'left',
    headerAlign: 'left',
    renderCell: (params: GridRenderCellParams<Review, number>) => (
      <Rating readOnly value={params.value ?? 0} size="small" />
    ),
    renderEditCell: (params: GridRenderEditCellParams<Review, number>) => <StarsEditCell {...params} />,
  },
];

const initialRows: Review[] = [
  { id: 1, cafe: 'Little Fern', stars: 4 },
  { id: 2, cafe: 'Tamarind Corner', stars: 3 },
  { id: 3, cafe: 'The Ink Pot', stars: 5 },
  { id: 4, cafe: 'Moka Lane', stars: 2 },
];

export default function RatingEditCell() {
  const [rows, setRows] = React.useState(initialRows);
  const average = rows.reduce((sum, row) => sum + row.stars, 0) / rows.length;

  return (
    <div style={{ height: 300, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 252 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          processRowUpdate={(newRow: Review) => {
            setRows((current) => current.map((row) => (row.id === newRow.id ? newRow : row)));
            return newRow;
          }}
        />
      </div>
      <div role="status" style={{ height: 40, fontSize: 14, lineHeight: '40px', whiteSpace: 'nowrap', overflow: 'auto' }}>
        Average: {average.toFixed(2)} stars
      </div>
    </div>
  );
}
