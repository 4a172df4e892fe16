import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'lake', headerName: 'Lake', flex: 1, minWidth: 110 },
  { field: 'area', headerName: 'km²', type: 'number', width: 80 },
  { field: 'depth', headerName: 'Max m', type: 'number', width: 80 },
  { field: 'january', headerName: 'Jan °C', type: 'number', width: 80 },
  { field: 'july', headerName: 'Jul °C', type: 'number', width: 80 },
];

const rows = [
  { id: 1, lake: 'Constance', area: 536, depth: 251, january: 4, july: 22 },
  { id: 2, lake: 'Geneva', area: 580, depth: 310, january: 6, july: 23 },
  { id: 3, lake: 'Balaton', area: 592, depth: 12, january: 1, july: 25 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  { groupId: 'lakeGroup', headerName: 'Lake', children: [{ field: 'lake' }] },
  { groupId: 'size', headerName: 'Size', children: [{ field: 'area' }, { field: 'depth' }] },
  { groupId: 'water', headerName: 'Water temperature', children: [{ field: 'january' }, { field: 'july' }] },
];

export default function GroupHeaderHeight() {
  const [groupHeight, setGroupHeight] = React.useState(32);

  return (
    <div style={{ height: 302 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={groupHeight}
        onChange={(_event, value: number | null) => value && setGroupHeight(value)}
        aria-label="Group header height"
        style={{ marginBottom: 8 }}
      >
        <ToggleButton value={32}>32 px</ToggleButton>
        <ToggleButton value={44}>44 px</ToggleButton>
        <ToggleButton value={56}>56 px (default)</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 254 }}>
        {/* Only the group row changes; columnHeaderHeight keeps the column row at 56 px. */}
        <DataGrid
          rows={rows}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          columnGroupHeaderHeight={groupHeight}
          hideFooter
        />
      </div>
    </div>
  );
}
