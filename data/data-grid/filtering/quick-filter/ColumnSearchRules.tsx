import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  type GetApplyQuickFilterFn,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';

interface Part {
  id: number;
  name: string;
  sku: string;
  stock: number;
  supplier: string;
  note: string;
}

// SKUs are searched by prefix only: "kt" finds KT-120, "120" does not.
const skuStartsWith: GetApplyQuickFilterFn<Part, string> = (value: string) => {
  const prefix = value.toLowerCase();
  return (cellValue) => cellValue.toLowerCase().startsWith(prefix);
};

const columns: GridColDef<Part>[] = [
  { field: 'name', headerName: 'Part', flex: 1, minWidth: 140 },
  { field: 'sku', headerName: 'SKU', width: 100, getApplyQuickFilterFn: skuStartsWith },
  // Numbers must be equal to a search word: "12" finds 12, not 120.
  { field: 'stock', headerName: 'Stock', type: 'number', width: 80 },
  // Never searched, although it is visible. (`undefined` would fall back to the type's default.)
  { field: 'supplier', headerName: 'Supplier', width: 110, getApplyQuickFilterFn: () => null },
  { field: 'note', headerName: 'Note', width: 160 },
];

const rows: Part[] = [
  { id: 1, name: 'Hinge, 12 mm', sku: 'KT-120', stock: 40, supplier: 'Brassworks', note: 'reorder in May' },
  { id: 2, name: 'Cabinet knob', sku: 'KN-044', stock: 12, supplier: 'Kettle & Co', note: '' },
  { id: 3, name: 'Drawer runner', sku: 'DR-512', stock: 120, supplier: 'Brassworks', note: 'soft close' },
  { id: 4, name: 'Shelf pin', sku: 'KT-007', stock: 900, supplier: 'Pinfold', note: 'may need new supplier' },
];

function SearchToolbar() {
  return (
    <GridToolbarContainer sx={{ p: 1 }}>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function ColumnSearchRules() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [], quickFilterValues: ['12'] });
  const searchHidden = filterModel.quickFilterExcludeHiddenColumns === false;

  return (
    <div style={{ height: 400, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <FormControlLabel
        sx={{ height: 40, m: 0 }}
        label="Search hidden columns"
        control={
          <Switch
            checked={searchHidden}
            onChange={(event) => setFilterModel((model) => ({ ...model, quickFilterExcludeHiddenColumns: !event.target.checked }))}
          />
        }
      />
      <div style={{ height: 352 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          slots={{ toolbar: SearchToolbar }}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          // The Note column starts hidden: reveal it from the column menu.
          initialState={{ columns: { columnVisibilityModel: { note: false } } }}
          hideFooter
        />
      </div>
    </div>
  );
}
