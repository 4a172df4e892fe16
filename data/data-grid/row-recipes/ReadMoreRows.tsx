import * as React from 'react';
import Button from '@mui/material/Button';
import {
  DataGrid,
  type GridColDef,
  type GridRowHeightParams,
  type GridRowHeightReturnValue,
  type GridRowId,
} from '@mui/x-data-grid';

interface Review {
  id: number;
  product: string;
  text: string;
}

const rows: Review[] = [
  { id: 1, product: 'Kettle', text: 'Boils fast and quietly. The handle stays cool, and the limescale filter comes out easily for cleaning, which my old one never did. Only wish the cord were a bit longer.' },
  { id: 2, product: 'Toaster', text: 'Does the job.' },
  { id: 3, product: 'Blender', text: 'Strong motor that crushes ice without complaint. It is loud, though, and the lid needs a firm press or it rattles. The glass jug is heavy but feels like it will last for years.' },
  { id: 4, product: 'Scale', text: 'Accurate to the gram, tare button works well.' },
];

export default function ReadMoreRows() {
  const [expanded, setExpanded] = React.useState<GridRowId[]>([]);

  const toggle = React.useCallback((id: GridRowId) => {
    setExpanded((prev) => (prev.includes(id) ? prev.filter((rowId) => rowId !== id) : [...prev, id]));
  }, []);

  const columns = React.useMemo<GridColDef<Review>[]>(
    () => [
      { field: 'product', headerName: 'Product', width: 100 },
      {
        field: 'text',
        headerName: 'Review',
        flex: 1,
        minWidth: 160,
        renderCell: (params) => {
          const open = expanded.includes(params.id);
          return (
            <div style={{ whiteSpace: open ? 'normal' : 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', padding: open ? '8px 0' : 0 }}>
              {params.value}
            </div>
          );
        },
      },
      {
        field: 'more',
        headerName: 'Details',
        width: 90,
        sortable: false,
        disableColumnMenu: true,
        renderCell: (params) => (
          <Button size="small" onClick={() => toggle(params.id)}>
            {expanded.includes(params.id) ? 'Less' : 'More'}
          </Button>
        ),
      },
    ],
    [expanded, toggle],
  );

  // Expanded rows grow to fit their text; the others keep the fixed height.
  const getRowHeight = React.useCallback(
    (params: GridRowHeightParams): GridRowHeightReturnValue => (expanded.includes(params.id) ? 'auto' : null),
    [expanded],
  );

  return (
    <div style={{ height: 420 }}>
      <DataGrid rows={rows} columns={columns} getRowHeight={getRowHeight} hideFooter />
    </div>
  );
}
