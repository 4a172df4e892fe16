import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  product: string;
  category: string;
  month: string;
  units: number;
  revenue: number;
  rating: number;
}

const euro = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

const rows: Sale[] = [
  { id: 1, product: 'Lavender', category: 'Perennials', month: 'April', units: 120, revenue: 780, rating: 4.6 },
  { id: 2, product: 'Echinacea', category: 'Perennials', month: 'April', units: 64, revenue: 512, rating: 4.2 },
  { id: 3, product: 'Hydrangea', category: 'Shrubs', month: 'April', units: 22, revenue: 616, rating: 4.8 },
  { id: 4, product: 'Rosemary', category: 'Herbs', month: 'April', units: 150, revenue: 525, rating: 4.4 },
  { id: 5, product: 'Lavender', category: 'Perennials', month: 'May', units: 180, revenue: 1170, rating: 4.7 },
  { id: 6, product: 'Boxwood', category: 'Shrubs', month: 'May', units: 40, revenue: 1000, rating: 3.9 },
  { id: 7, product: 'Basil', category: 'Herbs', month: 'May', units: 260, revenue: 650, rating: 4.1 },
  { id: 8, product: 'Hydrangea', category: 'Shrubs', month: 'May', units: 35, revenue: 980, rating: 4.5 },
  { id: 9, product: 'Thyme', category: 'Herbs', month: 'May', units: 95, revenue: 332.5, rating: 4.3 },
  { id: 10, product: 'Echinacea', category: 'Perennials', month: 'May', units: 88, revenue: 704, rating: 4 },
];

const columns: GridColDef<Sale>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 130 },
  { field: 'month', headerName: 'Month', width: 90 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 120, valueFormatter: (value?: number) => (value == null ? '' : euro.format(value)) },
];

// With disableAggregation, the model is ignored: no footer row, no header labels,
// and no "Aggregation" item in the column menus.
export default function AggregationDisabled() {
  const [disabled, setDisabled] = React.useState(true);

  return (
    <div style={{ height: 460, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <FormControlLabel
        sx={{ height: 38, m: 0 }}
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableAggregation"
      />
      <div style={{ height: 414 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          disableAggregation={disabled}
          initialState={{ aggregation: { model: { units: 'sum', revenue: 'sum' } } }}
        />
      </div>
    </div>
  );
}
