import * as React from 'react';
import {
  DataGrid,
  GridCellModes,
  type GridCellModesModel,
  type GridCellParams,
  type GridColDef,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 140, editable: true },
  { field: 'owner', headerName: 'Owner', width: 120, editable: true },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90, editable: true },
  { field: 'id', headerName: 'ID', width: 70 },
];

const rows = [
  { id: 1, task: 'Draft the brief', owner: 'Ines', hours: 3 },
  { id: 2, task: 'Book the photographer', owner: 'Kofi', hours: 1 },
  { id: 3, task: 'Proofread the catalogue', owner: 'Mira', hours: 5 },
];

// One click opens the editor. The grid's cell modes are controlled: clicking an editable
// cell puts it in edit mode and every other cell back in view mode (which saves it).
export default function SingleClickEditing() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  const handleCellClick = React.useCallback((params: GridCellParams, event: React.MouseEvent) => {
    if (!params.isEditable) return;
    // Clicks inside an open editor (or on a portal such as a select's menu) are not about this cell.
    if (!event.currentTarget.contains(event.target as Element)) return;
    setCellModesModel((previous) => {
      const next: GridCellModesModel = {};
      Object.entries(previous).forEach(([rowId, fields]) => {
        next[rowId] = Object.fromEntries(Object.keys(fields).map((field) => [field, { mode: GridCellModes.View }]));
      });
      next[params.id] = { ...next[params.id], [params.field]: { mode: GridCellModes.Edit } };
      return next;
    });
  }, []);

  return (
    <div style={{ height: 260, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        cellModesModel={cellModesModel}
        onCellModesModelChange={setCellModesModel}
        onCellClick={handleCellClick}
        hideFooter
      />
    </div>
  );
}
