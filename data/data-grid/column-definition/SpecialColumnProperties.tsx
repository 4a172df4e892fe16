import * as React from 'react';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import {
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
  type GridRowId,
  type ValueOptions,
} from '@mui/x-data-grid';

interface Warehouse {
  code: string;
  city: string;
}

// Options in the shape the data already has: getOptionValue and getOptionLabel read them.
const warehouses: Warehouse[] = [
  { code: 'RTM', city: 'Rotterdam' },
  { code: 'GDN', city: 'Gdańsk' },
  { code: 'VLC', city: 'Valencia' },
];

interface Shipment {
  id: number;
  reference: string;
  warehouse: string;
  priority: string;
}

const initialRows: Shipment[] = [
  { id: 1, reference: 'SHP-2201', warehouse: 'RTM', priority: 'normal' },
  { id: 2, reference: 'SHP-2202', warehouse: 'VLC', priority: 'express' },
  { id: 3, reference: 'SHP-2203', warehouse: 'GDN', priority: 'normal' },
];

export default function SpecialColumnProperties() {
  const [rows, setRows] = React.useState(initialRows);

  const columns = React.useMemo<GridColDef<Shipment>[]>(() => {
    const duplicate = (id: GridRowId) =>
      setRows((prev) => {
        const source = prev.find((row) => row.id === id);
        if (!source) return prev;
        const nextId = Math.max(...prev.map((row) => row.id)) + 1;
        return [...prev, { ...source, id: nextId, reference: `SHP-${2200 + nextId}` }];
      });
    const remove = (id: GridRowId) => setRows((prev) => prev.filter((row) => row.id !== id));

    return [
      { field: 'reference', headerName: 'Shipment', flex: 1, minWidth: 110 },
      {
        field: 'warehouse',
        headerName: 'Warehouse',
        type: 'singleSelect',
        width: 130,
        editable: true,
        valueOptions: warehouses,
        getOptionValue: (option: ValueOptions) => (option as Warehouse).code,
        getOptionLabel: (option: ValueOptions) => (option as Warehouse).city,
      },
      {
        field: 'priority',
        headerName: 'Priority',
        type: 'singleSelect',
        width: 120,
        editable: true,
        // { value, label } objects need no getters.
        valueOptions: [
          { value: 'normal', label: 'Normal' },
          { value: 'express', label: 'Express' },
        ],
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 90,
        getActions: (params) => [
          <GridActionsCellItem
            key="duplicate"
            icon={<ContentCopy />}
            label="Duplicate"
            onClick={() => duplicate(params.id)}
          />,
          // showInMenu moves an action into the row's "more" menu.
          <GridActionsCellItem
            key="delete"
            icon={<DeleteOutlined />}
            label="Delete"
            showInMenu
            onClick={() => remove(params.id)}
          />,
        ],
      },
    ];
  }, []);

  return (
    <div style={{ height: 320 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        processRowUpdate={(updated: Shipment) => {
          setRows((prev) => prev.map((row) => (row.id === updated.id ? updated : row)));
          return updated;
        }}
        hideFooter
      />
    </div>
  );
}
