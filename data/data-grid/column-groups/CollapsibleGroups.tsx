import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupHeaderParams,
  type GridColumnGroupingModel,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Employee', width: 140 },
  { field: 'q1', headerName: 'Q1', type: 'number', width: 70 },
  { field: 'q2', headerName: 'Q2', type: 'number', width: 70 },
  { field: 'q3', headerName: 'Q3', type: 'number', width: 70 },
  { field: 'q4', headerName: 'Q4', type: 'number', width: 70 },
  { field: 'year', headerName: 'Total', type: 'number', width: 110 },
  { field: 'email', headerName: 'E-mail', width: 190 },
  { field: 'phone', headerName: 'Phone', width: 130 },
];

const rows = [
  { id: 1, name: 'Ana Ribeiro', q1: 12, q2: 15, q3: 11, q4: 18, year: 56, email: 'ana@example.com', phone: '555-0143' },
  { id: 2, name: 'Tariq Aziz', q1: 9, q2: 14, q3: 16, q4: 13, year: 52, email: 'tariq@example.com', phone: '555-0188' },
  { id: 3, name: 'Mei Chen', q1: 17, q2: 12, q3: 14, q4: 19, year: 62, email: 'mei@example.com', phone: '555-0107' },
];

/** For each collapsible group: the columns it hides when collapsed (its first column stays). */
const collapsible: Record<string, string[]> = {
  sales: ['q1', 'q2', 'q3', 'q4'],
  contact: ['phone'],
};

export default function CollapsibleGroups() {
  const [collapsed, setCollapsed] = React.useState<Record<string, boolean>>({ contact: true });

  // Collapsing is visibility: the model hides the columns of every collapsed group.
  const columnVisibilityModel = React.useMemo<GridColumnVisibilityModel>(
    () =>
      Object.fromEntries(
        Object.entries(collapsible).flatMap(([groupId, fields]) =>
          collapsed[groupId] ? fields.map((field) => [field, false]) : [],
        ),
      ),
    [collapsed],
  );

  const columnGroupingModel = React.useMemo<GridColumnGroupingModel>(() => {
    const renderHeaderGroup = ({ groupId, headerName }: GridColumnGroupHeaderParams) => {
      const isCollapsed = groupId !== null && collapsed[groupId] === true;
      return (
        <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          <span>{headerName}</span>
          <IconButton
            size="small"
            aria-label={`${isCollapsed ? 'Expand' : 'Collapse'} ${headerName}`}
            aria-expanded={!isCollapsed}
            onClick={() => groupId && setCollapsed((prev) => ({ ...prev, [groupId]: !prev[groupId] }))}
          >
            {isCollapsed ? <ChevronRight fontSize="small" /> : <ChevronLeft fontSize="small" />}
          </IconButton>
        </div>
      );
    };
    return [
      { groupId: 'person', headerName: 'Person', children: [{ field: 'name' }] },
      {
        groupId: 'sales',
        headerName: 'Sales',
        renderHeaderGroup,
        // The total stays visible, so a collapsed group still says something.
        children: [{ field: 'year' }, { field: 'q1' }, { field: 'q2' }, { field: 'q3' }, { field: 'q4' }],
      },
      { groupId: 'contact', headerName: 'Contact', renderHeaderGroup, children: [{ field: 'email' }, { field: 'phone' }] },
    ];
  }, [collapsed]);

  return (
    <div style={{ height: 290 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        columnVisibilityModel={columnVisibilityModel}
        disableColumnSelector
        hideFooter
      />
    </div>
  );
}
