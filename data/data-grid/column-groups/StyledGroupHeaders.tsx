import * as React from 'react';
import WbSunnyOutlined from '@mui/icons-material/WbSunnyOutlined';
import WaterDropOutlined from '@mui/icons-material/WaterDropOutlined';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupHeaderParams,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'tempMin', headerName: 'Min °C', type: 'number', width: 90 },
  { field: 'tempMax', headerName: 'Max °C', type: 'number', width: 90 },
  { field: 'rainDays', headerName: 'Days', type: 'number', width: 80 },
  { field: 'rainMm', headerName: 'mm', type: 'number', width: 80 },
];

const rows = [
  { id: 1, city: 'Lisbon', tempMin: 14, tempMax: 22, rainDays: 6, rainMm: 54 },
  { id: 2, city: 'Bergen', tempMin: 5, tempMax: 11, rainDays: 20, rainMm: 190 },
  { id: 3, city: 'Seville', tempMin: 13, tempMax: 26, rainDays: 5, rainMm: 41 },
  { id: 4, city: 'Vienna', tempMin: 6, tempMax: 15, rainDays: 9, rainMm: 45 },
];

// One renderer for both groups: the icon is chosen from the groupId in the params.
function GroupHeader({ groupId, headerName }: GridColumnGroupHeaderParams) {
  const Icon = groupId === 'rain' ? WaterDropOutlined : WbSunnyOutlined;
  return (
    <span style={{ display: 'flex', alignItems: 'center', gap: 6, fontWeight: 600 }}>
      <Icon fontSize="small" />
      {headerName}
    </span>
  );
}

// The city has a plain group of its own, so that no group header cell is left empty.
const columnGroupingModel: GridColumnGroupingModel = [
  { groupId: 'place', headerName: 'Place', children: [{ field: 'city' }] },
  {
    groupId: 'temperature',
    headerName: 'Temperature',
    description: 'Average daily minimum and maximum in April',
    headerClassName: 'group-warm',
    renderHeaderGroup: (params) => <GroupHeader {...params} />,
    children: [{ field: 'tempMin' }, { field: 'tempMax' }],
  },
  {
    groupId: 'rain',
    headerName: 'Rain',
    description: 'Rainy days and total rainfall in April',
    headerClassName: 'group-wet',
    renderHeaderGroup: (params) => <GroupHeader {...params} />,
    children: [{ field: 'rainDays' }, { field: 'rainMm' }],
  },
];

export default function StyledGroupHeaders() {
  return (
    <div style={{ height: 320 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        columnGroupHeaderHeight={40}
        hideFooter
        sx={{
          '& .group-warm': { bgcolor: 'rgba(255, 167, 38, 0.16)' },
          '& .group-wet': { bgcolor: 'rgba(41, 182, 246, 0.16)' },
        }}
      />
    </div>
  );
}
