import * as React from 'react';
import { DataGridPro, type GridColDef, type DataGridProProps } from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  // The chain of managers, ending with the employee: the row's position in the tree.
  hierarchy: string[];
  role: string;
  office: string;
  since: number;
}

const rows: Employee[] = [
  { id: 1, hierarchy: ['Marta Quintana'], role: 'Chief executive', office: 'Lisbon', since: 2012 },
  { id: 2, hierarchy: ['Marta Quintana', 'Idris Bello'], role: 'Head of engineering', office: 'Lisbon', since: 2014 },
  { id: 3, hierarchy: ['Marta Quintana', 'Idris Bello', 'Hana Sato'], role: 'Frontend lead', office: 'Remote', since: 2017 },
  { id: 4, hierarchy: ['Marta Quintana', 'Idris Bello', 'Hana Sato', 'Piotr Zieliński'], role: 'Developer', office: 'Kraków', since: 2021 },
  { id: 5, hierarchy: ['Marta Quintana', 'Idris Bello', 'Hana Sato', 'Amara Okafor'], role: 'Developer', office: 'Remote', since: 2022 },
  { id: 6, hierarchy: ['Marta Quintana', 'Idris Bello', 'Louis Garnier'], role: 'Platform lead', office: 'Lisbon', since: 2016 },
  { id: 7, hierarchy: ['Marta Quintana', 'Idris Bello', 'Louis Garnier', 'Sofia Lind'], role: 'Site reliability engineer', office: 'Lisbon', since: 2020 },
  { id: 8, hierarchy: ['Marta Quintana', 'Rui Matos'], role: 'Head of sales', office: 'Porto', since: 2015 },
  { id: 9, hierarchy: ['Marta Quintana', 'Rui Matos', 'Clara Weiss'], role: 'Account manager', office: 'Berlin', since: 2019 },
  { id: 10, hierarchy: ['Marta Quintana', 'Rui Matos', 'Noah Brennan'], role: 'Account manager', office: 'Dublin', since: 2023 },
];

const columns: GridColDef<Employee>[] = [
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 180 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'since', headerName: 'Since', width: 90 },
];

// Defined outside the component so the grid does not rebuild the tree on every render.
const getTreeDataPath: DataGridProProps<Employee>['getTreeDataPath'] = (row) => row.hierarchy;

export default function OrgChart() {
  return (
    <div style={{ height: 420 }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={{ headerName: 'Employee', width: 260 }}
        defaultGroupingExpansionDepth={2}
        hideFooter
      />
    </div>
  );
}
