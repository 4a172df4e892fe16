import * as React from 'react';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridValidRowModel,
} from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  name: string;
  title: string;
  managerId: number | null;
}

// The "database" only the fake server reads: a flat table with a manager reference.
const employees: Employee[] = [
  { id: 1, name: 'Noor Haddad', title: 'CEO', managerId: null },
  { id: 2, name: 'Tomás Reyes', title: 'CTO', managerId: 1 },
  { id: 3, name: 'Greta Lind', title: 'CFO', managerId: 1 },
  { id: 4, name: 'Kwame Asante', title: 'Platform lead', managerId: 2 },
  { id: 5, name: 'Mei Chen', title: 'Mobile lead', managerId: 2 },
  { id: 6, name: 'Olga Petrova', title: 'SRE', managerId: 4 },
  { id: 7, name: 'Ravi Menon', title: 'Backend engineer', managerId: 4 },
  { id: 8, name: 'Lucía Ortega', title: 'iOS engineer', managerId: 5 },
  { id: 9, name: 'Jonas Weber', title: 'Controller', managerId: 3 },
  { id: 10, name: 'Ada Okafor', title: 'Analyst', managerId: 9 },
  { id: 11, name: 'Sven Aalto', title: 'Board advisor', managerId: null },
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const reportsOf = (managerId: number | null) => employees.filter((person) => person.managerId === managerId);

// Walks the path of names in groupKeys down from the top of the tree.
async function fakeServer({ groupKeys = [] }: GridGetRowsParams) {
  await wait(400);
  let parentId: number | null = null;
  for (const key of groupKeys) {
    parentId = reportsOf(parentId).find((person) => person.name === key)?.id ?? -1;
  }
  const rows = reportsOf(parentId).map((person) => ({ ...person, reports: reportsOf(person.id).length }));
  // rowCount counts top-level rows only, so children responses leave it out.
  return groupKeys.length === 0 ? { rows, rowCount: rows.length } : { rows };
}

const columns: GridColDef[] = [{ field: 'title', headerName: 'Title', flex: 1, minWidth: 140 }];

export default function LazyOrgTree() {
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const response = await fakeServer(params);
        const path = JSON.stringify(params.groupKeys ?? []);
        setRequests((previous) => [`groupKeys ${path} → ${response.rows.length} rows`, ...previous].slice(0, 3));
        return response;
      },
      getGroupKey: (row: GridValidRowModel) => row.name,
      getChildrenCount: (row: GridValidRowModel) => row.reports,
    }),
    [],
  );

  return (
    <div style={{ height: 440, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 364 }}>
        <DataGridPro
          columns={columns}
          unstable_dataSource={dataSource}
          treeData
          groupingColDef={{ headerName: 'Employee', width: 230 }}
          hideFooter
        />
      </div>
      <pre style={{ margin: 0, height: 68, overflow: 'auto', fontSize: 12, lineHeight: '20px' }}>
        {requests.length > 0 ? requests.join('\n') : 'Waiting for the first response…'}
      </pre>
    </div>
  );
}
