import * as React from 'react';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import {
  DataGrid,
  GridActionsCellItem,
  GridRowModes,
  type GridColDef,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';

interface Member {
  id: number;
  name: string;
  role: string;
  hours: number;
}

const initialRows: Member[] = [
  { id: 1, name: 'Sofia Reyes', role: 'Editor', hours: 32 },
  { id: 2, name: 'Malik Hassan', role: 'Photographer', hours: 20 },
  { id: 3, name: 'Elin Strand', role: 'Designer', hours: 38 },
  { id: 4, name: 'Chen Wei', role: 'Writer', hours: 16 },
];

export default function RowEditingActions() {
  const [rows, setRows] = React.useState<Member[]>(initialRows);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});

  const setMode = React.useCallback((id: GridRowId, mode: GridRowModes, ignoreModifications = false) => {
    setRowModesModel((model) => ({ ...model, [id]: { mode, ignoreModifications } }));
  }, []);

  // Rebuilt only when the modes change, so the buttons match each row's mode.
  const columns = React.useMemo<GridColDef<Member>[]>(() => [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 140, editable: true },
    { field: 'role', headerName: 'Role', width: 140, editable: true },
    { field: 'hours', headerName: 'Hours / week', type: 'number', width: 120, editable: true },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 100,
      getActions: ({ id }) =>
        rowModesModel[id]?.mode === GridRowModes.Edit
          ? [
              <GridActionsCellItem key="save" icon={<CheckIcon />} label="Save" onClick={() => setMode(id, GridRowModes.View)} />,
              // ignoreModifications drops the changes instead of committing them.
              <GridActionsCellItem key="cancel" icon={<CloseIcon />} label="Cancel" onClick={() => setMode(id, GridRowModes.View, true)} />,
            ]
          : [<GridActionsCellItem key="edit" icon={<EditIcon />} label="Edit" onClick={() => setMode(id, GridRowModes.Edit)} />],
    },
  ], [rowModesModel, setMode]);

  return (
    <div style={{ height: 320 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        rowModesModel={rowModesModel}
        onRowModesModelChange={setRowModesModel}
        processRowUpdate={(newRow) => {
          setRows((current) => current.map((row) => (row.id === newRow.id ? newRow : row)));
          return newRow;
        }}
        hideFooter
      />
    </div>
  );
}
