import * as React from 'react';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { DataGrid, GridActionsCellItem, type GridColDef, type GridRowId } from '@mui/x-data-grid';

interface Room {
  id: number;
  name: string;
  capacity: number;
  pricePerHour: number;
  lastCleaned: string;
  projector: boolean;
  floor: string;
}

const initialRows: Room[] = [
  { id: 1, name: 'Maple', capacity: 6, pricePerHour: 35, lastCleaned: '2024-05-13', projector: true, floor: 'Ground' },
  { id: 2, name: 'Cedar', capacity: 12, pricePerHour: 60, lastCleaned: '2024-05-10', projector: true, floor: 'First' },
  { id: 3, name: 'Birch', capacity: 4, pricePerHour: 25, lastCleaned: '2024-05-14', projector: false, floor: 'First' },
  { id: 4, name: 'Willow', capacity: 20, pricePerHour: 90, lastCleaned: '2024-05-09', projector: true, floor: 'Second' },
];

export default function ColumnTypes() {
  const [rows, setRows] = React.useState(initialRows);

  const columns = React.useMemo<GridColDef<Room>[]>(() => {
    const remove = (id: GridRowId) => setRows((prev) => prev.filter((row) => row.id !== id));
    return [
      { field: 'name', headerName: 'Room', width: 110 },
      { field: 'capacity', headerName: 'Seats', type: 'number', width: 80 },
      {
        field: 'pricePerHour',
        headerName: 'Price / hour',
        type: 'number',
        width: 120,
        // Sorting and filtering still use the number; only the text changes.
        valueFormatter: (value?: number) => (value == null ? '' : `€${value.toFixed(2)}`),
      },
      {
        field: 'lastCleaned',
        headerName: 'Last cleaned',
        type: 'date',
        width: 130,
        // Date columns need Date objects, so convert the ISO string.
        valueGetter: (value: string) => new Date(`${value}T00:00:00`),
      },
      { field: 'projector', headerName: 'Projector', type: 'boolean', width: 100 },
      { field: 'floor', headerName: 'Floor', type: 'singleSelect', valueOptions: ['Ground', 'First', 'Second'], width: 110 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Delete',
        width: 80,
        getActions: (params) => [
          <GridActionsCellItem key="delete" icon={<DeleteOutlined />} label="Delete" onClick={() => remove(params.id)} />,
        ],
      },
    ];
  }, []);

  return (
    <div style={{ height: 330 }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
