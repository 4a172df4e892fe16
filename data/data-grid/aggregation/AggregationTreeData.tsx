import * as React from 'react';
import { DataGridPremium, type DataGridPremiumProps, type GridColDef } from '@mui/x-data-grid-premium';

interface Task {
  id: number;
  path: string[];
  hours: number | null;
  owner: string;
}

// A project plan: phases and their tasks. The phases carry their own (outdated) estimate,
// which aggregation ignores: a parent shows the sum of the tasks below it, and size
// counts the tasks (leaves) below it.
const rows: Task[] = [
  { id: 1, path: ['Design'], hours: 10, owner: 'Maya' },
  { id: 2, path: ['Design', 'User interviews'], hours: 12, owner: 'Maya' },
  { id: 3, path: ['Design', 'Wireframes'], hours: 16, owner: 'Jon' },
  { id: 4, path: ['Build'], hours: 40, owner: 'Ravi' },
  { id: 5, path: ['Build', 'API'], hours: 30, owner: 'Ravi' },
  { id: 6, path: ['Build', 'Front end'], hours: null, owner: 'Jon' },
  { id: 7, path: ['Build', 'Front end', 'Forms'], hours: 14, owner: 'Jon' },
  { id: 8, path: ['Build', 'Front end', 'Charts'], hours: 9, owner: 'Maya' },
  { id: 9, path: ['Launch'], hours: 6, owner: 'Ravi' },
];

const columns: GridColDef<Task>[] = [
  { field: 'hours', headerName: 'Hours', type: 'number', width: 110 },
  { field: 'owner', headerName: 'Owner', width: 110 },
];

const getTreeDataPath: DataGridPremiumProps<Task>['getTreeDataPath'] = (row) => row.path;

export default function AggregationTreeData() {
  return (
    <div style={{ height: 520, width: '100%' }}>
      <DataGridPremium
        treeData
        getTreeDataPath={getTreeDataPath}
        rows={rows}
        columns={columns}
        groupingColDef={{ headerName: 'Phase / task', flex: 1, minWidth: 200 }}
        defaultGroupingExpansionDepth={-1}
        initialState={{ aggregation: { model: { hours: 'sum', owner: 'size' } } }}
      />
    </div>
  );
}
