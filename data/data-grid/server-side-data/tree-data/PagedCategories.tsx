import * as React from 'react';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridValidRowModel,
} from '@mui/x-data-grid-pro';

interface Node {
  name: string;
  products: number;
  parent: string | null;
}

// 12 top-level departments, each with three categories.
const departments = ['Audio', 'Bikes', 'Books', 'Camping', 'Cameras', 'Garden', 'Kitchen', 'Lighting', 'Music', 'Office', 'Pets', 'Toys'];
const nodes: Node[] = departments.flatMap((department, index) => [
  { name: department, products: 0, parent: null },
  ...['Basics', 'Premium', 'Spare parts'].map((suffix, position) => ({
    name: `${department} ${suffix.toLowerCase()}`,
    products: 5 + ((index * 7 + position * 11) % 40),
    parent: department,
  })),
]);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The server pages and sorts the top level; children come back whole, sorted the same way.
async function fakeServer({ groupKeys = [], sortModel, paginationModel }: GridGetRowsParams) {
  await wait(350);
  const parent = groupKeys[groupKeys.length - 1] ?? null;
  let rows = nodes
    .filter((node) => node.parent === parent)
    .map((node) => {
      const children = nodes.filter((child) => child.parent === node.name);
      const products = children.length > 0 ? children.reduce((sum, child) => sum + child.products, 0) : node.products;
      return { id: node.name, name: node.name, products, childCount: children.length };
    });
  const sort = sortModel[0];
  if (sort?.field === 'products') {
    rows = [...rows].sort((a, b) => (sort.sort === 'desc' ? b.products - a.products : a.products - b.products));
  }
  if (parent !== null) {
    return { rows };
  }
  const start = paginationModel.page * paginationModel.pageSize;
  return { rows: rows.slice(start, start + paginationModel.pageSize), rowCount: rows.length };
}

const columns: GridColDef[] = [{ field: 'products', headerName: 'Products', type: 'number', width: 140 }];

export default function PagedCategories() {
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: fakeServer,
      getGroupKey: (row: GridValidRowModel) => row.name,
      getChildrenCount: (row: GridValidRowModel) => row.childCount,
    }),
    [],
  );

  return (
    <div style={{ height: 460 }}>
      <DataGridPro
        columns={columns}
        unstable_dataSource={dataSource}
        treeData
        groupingColDef={{ headerName: 'Category', width: 220 }}
        // Expanded groups fetch their children as soon as the parent rows arrive.
        defaultGroupingExpansionDepth={1}
        pagination
        pageSizeOptions={[4, 8]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 4 } } }}
      />
    </div>
  );
}
