import * as React from 'react';
import {
  DataGrid,
  GridActionsCellItem,
  GridEditSingleSelectCell,
  GridRowModes,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
  type GridRowModesModel,
} from '@mui/x-data-grid';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';

const citiesByCountry: Record<string, string[]> = {
  Japan: ['Osaka', 'Sapporo', 'Fukuoka'],
  Mexico: ['Oaxaca', 'Mérida', 'Puebla'],
  Norway: ['Bergen', 'Tromsø', 'Trondheim'],
};

const initialRows = [
  { id: 1, office: 'Sales hub', country: 'Japan', city: 'Osaka' },
  { id: 2, office: 'Support desk', country: 'Mexico', city: 'Mérida' },
  { id: 3, office: 'Research lab', country: 'Norway', city: 'Tromsø' },
];

// The country editor also empties the city, whose options depend on the country.
function CountryEditCell(props: GridRenderEditCellParams) {
  const apiRef = useGridApiContext();
  const handleValueChange = async () => {
    await apiRef.current.setEditCellValue({ id: props.id, field: 'city', value: '' });
  };
  return <GridEditSingleSelectCell onValueChange={handleValueChange} {...props} />;
}

export default function DependentSelects() {
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});

  const columns: GridColDef[] = React.useMemo(
    () => [
      { field: 'office', headerName: 'Office', flex: 1, minWidth: 120, editable: true },
      {
        field: 'country',
        headerName: 'Country',
        type: 'singleSelect',
        valueOptions: Object.keys(citiesByCountry),
        width: 120,
        editable: true,
        renderEditCell: (params) => <CountryEditCell {...params} />,
      },
      {
        field: 'city',
        headerName: 'City',
        type: 'singleSelect',
        // Options computed from the row being edited.
        valueOptions: ({ row }) => (row ? (citiesByCountry[row.country] ?? []) : Object.values(citiesByCountry).flat()),
        width: 120,
        editable: true,
        // An empty city keeps the row from being saved.
        preProcessEditCellProps: ({ props }) => ({ ...props, error: !props.value }),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Edit',
        width: 70,
        getActions: ({ id }) => {
          const editing = rowModesModel[id]?.mode === GridRowModes.Edit;
          return [
            <GridActionsCellItem
              key="toggle"
              icon={editing ? <SaveIcon /> : <EditIcon />}
              label={editing ? 'Save' : 'Edit'}
              onClick={() => setRowModesModel({ ...rowModesModel, [id]: { mode: editing ? GridRowModes.View : GridRowModes.Edit } })}
            />,
          ];
        },
      },
    ],
    [rowModesModel],
  );

  return (
    <div style={{ height: 300 }}>
      <DataGrid
        rows={initialRows}
        columns={columns}
        editMode="row"
        rowModesModel={rowModesModel}
        onRowModesModelChange={setRowModesModel}
        hideFooter
      />
    </div>
  );
}
