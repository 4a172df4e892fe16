import * as React from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import {
  DataGrid,
  GridActionsCellItem,
  GridRowEditStopReasons,
  GridRowModes,
  type GridColDef,
  type GridEventListener,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';

interface Supplier {
  id: number;
  name: string;
  city: string;
  leadDays: number;
  /** Set on a row added with the button until it is saved for the first time. */
  isNew?: boolean;
}

const initialRows: Supplier[] = [
  { id: 1, name: 'Alpine Dairy', city: 'Innsbruck', leadDays: 2 },
  { id: 2, name: 'Coastal Greens', city: 'Porto', leadDays: 4 },
  { id: 3, name: 'Millstone Flour', city: 'Leuven', leadDays: 7 },
];

export default function FullCrudGrid() {
  const [rows, setRows] = React.useState<Supplier[]>(initialRows);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});

  const addRow = () => {
    const id = Math.max(0, ...rows.map((row) => row.id)) + 1;
    setRows((prev) => [...prev, { id, name: '', city: '', leadDays: 1, isNew: true }]);
    // Open the new row in edit mode, with the cursor in its first field.
    setRowModesModel((model) => ({ ...model, [id]: { mode: GridRowModes.Edit, fieldToFocus: 'name' } }));
  };

  // Leaving the row by clicking elsewhere does not save it: only Enter or the tick do.
  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
    if (params.reason === GridRowEditStopReasons.rowFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  const columns = React.useMemo<GridColDef<Supplier>[]>(() => {
    const cancel = (id: GridRowId) => {
      setRowModesModel((model) => ({ ...model, [id]: { mode: GridRowModes.View, ignoreModifications: true } }));
      // A row that was never saved disappears when its first edit is cancelled.
      setRows((prev) => prev.filter((row) => !(row.id === id && row.isNew)));
    };
    return [
      { field: 'name', headerName: 'Supplier', flex: 1, minWidth: 140, editable: true },
      { field: 'city', headerName: 'City', width: 120, editable: true },
      { field: 'leadDays', headerName: 'Lead time (days)', type: 'number', width: 140, editable: true },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        getActions: ({ id }) =>
          rowModesModel[id]?.mode === GridRowModes.Edit
            ? [
                <GridActionsCellItem
                  key="save"
                  icon={<CheckIcon />}
                  label="Save"
                  onClick={() => setRowModesModel((model) => ({ ...model, [id]: { mode: GridRowModes.View } }))}
                />,
                <GridActionsCellItem key="cancel" icon={<CloseIcon />} label="Cancel" onClick={() => cancel(id)} />,
              ]
            : [
                <GridActionsCellItem
                  key="edit"
                  icon={<EditIcon />}
                  label="Edit"
                  onClick={() => setRowModesModel((model) => ({ ...model, [id]: { mode: GridRowModes.Edit } }))}
                />,
                <GridActionsCellItem
                  key="delete"
                  icon={<DeleteOutlined />}
                  label="Delete"
                  onClick={() => setRows((prev) => prev.filter((row) => row.id !== id))}
                />,
              ],
      },
    ];
  }, [rowModesModel]);

  return (
    <div style={{ height: 360 }}>
      <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={addRow} style={{ marginBottom: 8 }}>
        Add supplier
      </Button>
      <div style={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          editMode="row"
          rowModesModel={rowModesModel}
          onRowModesModelChange={setRowModesModel}
          onRowEditStop={handleRowEditStop}
          processRowUpdate={(newRow: Supplier) => {
            const saved = { ...newRow, isNew: false };
            setRows((prev) => prev.map((row) => (row.id === saved.id ? saved : row)));
            return saved;
          }}
          hideFooter
        />
      </div>
    </div>
  );
}
