import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { DataGridPremium } from '@mui/x-data-grid-premium';

type Plan = 'mit' | 'pro' | 'premium';

const columns: GridColDef[] = [
  { field: 'dish', headerName: 'Dish', width: 150 },
  { field: 'course', headerName: 'Course', width: 110 },
  { field: 'kitchen', headerName: 'Kitchen', width: 110 },
  { field: 'orders', headerName: 'Orders', type: 'number', width: 100 },
];

const rows = [
  { id: 1, dish: 'Miso soup', course: 'Starter', kitchen: 'Cold', orders: 34 },
  { id: 2, dish: 'Burrata', course: 'Starter', kitchen: 'Cold', orders: 21 },
  { id: 3, dish: 'Lamb tagine', course: 'Main', kitchen: 'Hot', orders: 18 },
  { id: 4, dish: 'Mushroom ragù', course: 'Main', kitchen: 'Hot', orders: 26 },
  { id: 5, dish: 'Pavlova', course: 'Dessert', kitchen: 'Pastry', orders: 15 },
  { id: 6, dish: 'Tarte Tatin', course: 'Dessert', kitchen: 'Pastry', orders: 12 },
];

export default function SamePropsThreePlans() {
  const [plan, setPlan] = React.useState<Plan>('mit');
  // One set of props for all three components.
  const shared = { rows, columns, hideFooter: true, density: 'compact' as const };

  return (
    <div style={{ height: 380, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 40, overflowX: 'auto' }}>
        <ToggleButtonGroup size="small" exclusive value={plan} onChange={(_, value: Plan | null) => value && setPlan(value)}>
          <ToggleButton value="mit">DataGrid</ToggleButton>
          <ToggleButton value="pro">DataGridPro</ToggleButton>
          <ToggleButton value="premium">DataGridPremium</ToggleButton>
        </ToggleButtonGroup>
      </div>
      <div style={{ height: 332 }}>
        {plan === 'mit' && <DataGrid {...shared} />}
        {/* Pro adds, for example, column pinning. */}
        {plan === 'pro' && <DataGridPro {...shared} initialState={{ pinnedColumns: { left: ['dish'] } }} />}
        {/* Premium adds, for example, row grouping and aggregation. */}
        {plan === 'premium' && (
          <DataGridPremium
            experimentalFeatures={{ ariaV8: true }}
            {...shared}
            initialState={{ rowGrouping: { model: ['course'] }, aggregation: { model: { orders: 'sum' } } }}
            defaultGroupingExpansionDepth={-1}
          />
        )}
      </div>
    </div>
  );
}
