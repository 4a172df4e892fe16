import * as React from 'react';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Warehouse {
  code: string;
  city: string;
  stock: number;
  children?: Warehouse[];
}

const network: Warehouse[] = [
  {
    code: 'EU',
    city: 'Europe',
    stock: 0,
    children: [
      { code: 'EU-AMS', city: 'Amsterdam', stock: 1240 },
      { code: 'EU-LYS', city: 'Lyon', stock: 310 },
      { code: 'EU-GDN', city: 'Gdańsk', stock: 0 },
    ],
  },
  { code: 'NA', city: 'North America', stock: 0, children: [{ code: 'NA-DEN', city: 'Denver', stock: 880 }] },
];

function totalStock(warehouse: Warehouse): number {
  return warehouse.children ? warehouse.children.reduce((sum, child) => sum + totalStock(child), 0) : warehouse.stock;
}

// `getItemLabel` must return a string; it can combine several fields.
const getLabel = (warehouse: Warehouse) => `${warehouse.city} · ${totalStock(warehouse).toLocaleString('en-US')} units`;
const getCode = (warehouse: Warehouse) => warehouse.code;
// Empty warehouses cannot be selected.
const isEmpty = (warehouse: Warehouse) => totalStock(warehouse) === 0;

export default function ComputedLabels() {
  return (
    <div style={{ height: 220, overflow: 'auto' }}>
      <RichTreeView
        aria-label="Warehouses"
        items={network}
        getItemId={getCode}
        getItemLabel={getLabel}
        isItemDisabled={isEmpty}
        defaultExpandedItems={['EU']}
      />
    </div>
  );
}
