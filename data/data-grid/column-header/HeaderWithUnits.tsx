import * as React from 'react';
import Tooltip from '@mui/material/Tooltip';
import WaterDropOutlined from '@mui/icons-material/WaterDropOutlined';
import ThermostatOutlined from '@mui/icons-material/ThermostatOutlined';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupingModel,
  type GridColumnHeaderParams,
} from '@mui/x-data-grid';

// A header with an icon, the column name and its unit in a lighter weight.
function headerWithIcon(icon: React.ReactNode, unit: string) {
  return function Header(params: GridColumnHeaderParams) {
    return (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        {icon}
        <strong>{params.colDef.headerName}</strong>
        <span style={{ opacity: 0.7 }}>({unit})</span>
      </span>
    );
  };
}

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', width: 150 },
  {
    field: 'tempHigh',
    headerName: 'High',
    type: 'number',
    width: 130,
    description: 'Highest temperature recorded between 00:00 and 23:59',
    renderHeader: headerWithIcon(<ThermostatOutlined fontSize="small" />, '°C'),
  },
  {
    field: 'tempLow',
    headerName: 'Low',
    type: 'number',
    width: 130,
    renderHeader: headerWithIcon(<ThermostatOutlined fontSize="small" />, '°C'),
  },
  {
    field: 'rain',
    headerName: 'Rain',
    type: 'number',
    width: 130,
    renderHeader: headerWithIcon(<WaterDropOutlined fontSize="small" />, 'mm'),
  },
];

// Every column has a group: a column without one gets an empty group header cell.
const columnGroupingModel: GridColumnGroupingModel = [
  { groupId: 'where', headerName: 'Where', children: [{ field: 'station' }] },
  {
    groupId: 'temperature',
    headerName: 'Temperature',
    headerAlign: 'center',
    children: [{ field: 'tempHigh' }, { field: 'tempLow' }],
    renderHeaderGroup: (params) => (
      <Tooltip title="Daily extremes in degrees Celsius">
        <span>{params.headerName}</span>
      </Tooltip>
    ),
  },
  { groupId: 'precipitation', headerName: 'Precipitation', children: [{ field: 'rain' }] },
];

const rows = [
  { id: 1, station: 'Bergen Florida', tempHigh: 14.2, tempLow: 8.9, rain: 11.4 },
  { id: 2, station: 'Sevilla Airport', tempHigh: 31.6, tempLow: 17.3, rain: 0 },
  { id: 3, station: 'Kraków Balice', tempHigh: 22.8, tempLow: 11.5, rain: 3.2 },
  { id: 4, station: 'Reykjavík', tempHigh: 11.1, tempLow: 6.4, rain: 5.7 },
];

export default function HeaderWithUnits() {
  return (
    <div style={{ height: 330 }}>
      <DataGrid rows={rows} columns={columns} columnGroupingModel={columnGroupingModel} hideFooter />
    </div>
  );
}
