import * as React from 'react';
import Button from '@mui/material/Button';
import {
  DataGrid,
  gridFilteredTopLevelRowCountSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Course', flex: 1, minWidth: 150 },
  { field: 'level', headerName: 'Level', type: 'singleSelect', valueOptions: ['Beginner', 'Intermediate', 'Advanced'], width: 130 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 120 },
];

const rows = [
  { id: 1, title: 'Pottery basics', level: 'Beginner', price: 45 },
  { id: 2, title: 'Wheel throwing', level: 'Intermediate', price: 80 },
  { id: 3, title: 'Glaze chemistry', level: 'Advanced', price: 120 },
  { id: 4, title: 'Hand building', level: 'Beginner', price: 35 },
  { id: 5, title: 'Raku firing', level: 'Advanced', price: 150 },
  { id: 6, title: 'Sculpting faces', level: 'Intermediate', price: 95 },
];

export default function FilterFromCode() {
  const apiRef = useGridApiRef();
  const [visible, setVisible] = React.useState(rows.length);

  React.useEffect(
    // `filteredRowsSet` fires each time the filters have been applied to the rows.
    () => apiRef.current.subscribeEvent('filteredRowsSet', () => setVisible(gridFilteredTopLevelRowCountSelector(apiRef))),
    [apiRef],
  );

  return (
    <div style={{ height: 420, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 40, display: 'grid', gridAutoFlow: 'column', gridAutoColumns: 'max-content', alignItems: 'center', gap: 8, overflowX: 'auto' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setFilterModel({ items: [{ field: 'level', operator: 'is', value: 'Beginner' }] })}>
          Beginners
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setFilterModel({ items: [{ field: 'price', operator: '<', value: 100 }] })}>
          Under 100 €
        </Button>
        {/* Opens the panel with a new condition on the Price column. */}
        <Button size="small" onClick={() => apiRef.current.showFilterPanel('price')}>Edit in panel</Button>
        <Button size="small" onClick={() => apiRef.current.setFilterModel({ items: [] })}>Clear</Button>
      </div>
      <div style={{ height: 332 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </div>
      <div role="status" style={{ height: 32, fontSize: 14, lineHeight: '32px' }}>
        {visible} of {rows.length} courses shown
      </div>
    </div>
  );
}
