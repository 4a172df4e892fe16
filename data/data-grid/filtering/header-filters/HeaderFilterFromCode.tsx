import * as React from 'react';
import Button from '@mui/material/Button';
import { DataGridPro, useGridApiRef, type GridColDef, type GridEventListener } from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 110 },
];

const rows = [
  { id: 1, customer: 'Amara Nwosu', city: 'Lagos', total: 84 },
  { id: 2, customer: 'Bruno Costa', city: 'Lisbon', total: 132 },
  { id: 3, customer: 'Chiara Galli', city: 'Turin', total: 57 },
  { id: 4, customer: 'Dmitri Volkov', city: 'Riga', total: 210 },
  { id: 5, customer: 'Elif Kaya', city: 'Izmir', total: 99 },
];

export default function HeaderFilterFromCode() {
  const apiRef = useGridApiRef();
  const [lastEvent, setLastEvent] = React.useState('No header filter event yet.');

  // Focus the filter cell first: the cell moves the keyboard focus into its input
  // once it is both focused and in edit mode.
  const searchBy = (field: string) => {
    apiRef.current.setColumnHeaderFilterFocus(field);
    apiRef.current.startHeaderFilterEditMode(field);
  };

  React.useEffect(() => {
    const onClick: GridEventListener<'headerFilterClick'> = (params) =>
      setLastEvent(`headerFilterClick on "${params.field}"`);
    const onKeyDown: GridEventListener<'headerFilterKeyDown'> = (params, event) =>
      setLastEvent(`headerFilterKeyDown "${event.key}" on "${params.field}"`);
    const unsubscribeClick = apiRef.current.subscribeEvent('headerFilterClick', onClick);
    const unsubscribeKeyDown = apiRef.current.subscribeEvent('headerFilterKeyDown', onKeyDown);
    return () => {
      unsubscribeClick();
      unsubscribeKeyDown();
    };
  }, [apiRef]);

  return (
    <div style={{ height: 420, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 40, display: 'grid', gridAutoFlow: 'column', gridAutoColumns: 'max-content', alignItems: 'center', gap: 8, overflowX: 'auto' }}>
        <Button size="small" variant="outlined" onClick={() => searchBy('customer')}>Find customer</Button>
        <Button size="small" variant="outlined" onClick={() => searchBy('city')}>Find city</Button>
        <Button size="small" onClick={() => apiRef.current.stopHeaderFilterEditMode()}>Stop editing</Button>
      </div>
      <div style={{ height: 332 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} headerFilters hideFooter />
      </div>
      <div role="status" style={{ height: 32, fontSize: 14, lineHeight: '32px', whiteSpace: 'nowrap', overflowX: 'auto' }}>
        {lastEvent}
      </div>
    </div>
  );
}
