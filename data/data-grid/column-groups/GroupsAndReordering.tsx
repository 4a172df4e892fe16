import * as React from 'react';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridColumnGroupingModel,
  type GridColumnHeaderParams,
} from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Employee', width: 130 },
  { field: 'email', headerName: 'E-mail', width: 180 },
  { field: 'phone', headerName: 'Phone', width: 130 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'office', headerName: 'Office', width: 110 },
];

const rows = [
  { id: 1, name: 'Noor Haddad', email: 'noor@example.com', phone: '+31 20 555 0101', team: 'Platform', office: 'Utrecht' },
  { id: 2, name: 'Kwame Asante', email: 'kwame@example.com', phone: '+233 30 555 0199', team: 'Mobile', office: 'Accra' },
  { id: 3, name: 'Lucía Romero', email: 'lucia@example.com', phone: '+34 91 555 0144', team: 'Data', office: 'Madrid' },
];

const columnGroupingModel: GridColumnGroupingModel = [
  { groupId: 'person', headerName: 'Person', children: [{ field: 'name' }] },
  // Locked group: its columns stay together, and other columns cannot be dropped inside it.
  { groupId: 'contact', headerName: 'Contact', children: [{ field: 'email' }, { field: 'phone' }] },
  // freeReordering: its columns may leave the group, which then splits in two headers.
  { groupId: 'work', headerName: 'Work (free reordering)', freeReordering: true, children: [{ field: 'team' }, { field: 'office' }] },
];

export default function GroupsAndReordering() {
  const apiRef = useGridApiRef();
  const [path, setPath] = React.useState('Click a column header');

  const handleHeaderClick = (params: GridColumnHeaderParams) => {
    const groups = apiRef.current.getColumnGroupPath(params.field);
    setPath(`getColumnGroupPath('${params.field}') → ${JSON.stringify(groups)}`);
  };

  return (
    <div style={{ height: 340, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 292 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          onColumnHeaderClick={handleHeaderClick}
          disableColumnSorting // Header clicks only report the group path here.
          hideFooter
        />
      </div>
      <code style={{ height: 40, fontSize: 13, overflow: 'auto' }}>{path}</code>
    </div>
  );
}
