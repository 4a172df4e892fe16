import * as React from 'react';
import Button from '@mui/material/Button';
import {
  DataGridPremium,
  useGridApiRef,
  type GridCellSelectionModel,
  type GridColDef,
} from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'q1', headerName: 'Q1 (k€)', type: 'number', width: 100 },
  { field: 'q2', headerName: 'Q2 (k€)', type: 'number', width: 100 },
  { field: 'q3', headerName: 'Q3 (k€)', type: 'number', width: 100 },
  { field: 'q4', headerName: 'Q4 (k€)', type: 'number', width: 100 },
];

const rows = [
  { id: 'eng', team: 'Engineering', q1: 410, q2: 425, q3: 440, q4: 460 },
  { id: 'mkt', team: 'Marketing', q1: 120, q2: 180, q3: 95, q4: 210 },
  { id: 'ops', team: 'Operations', q1: 150, q2: 150, q3: 160, q4: 155 },
  { id: 'sal', team: 'Sales', q1: 200, q2: 230, q3: 215, q4: 260 },
];

export default function SelectRangeFromCode() {
  const apiRef = useGridApiRef();
  const [count, setCount] = React.useState(0);

  const selectQ2 = () => apiRef.current.selectCellRange({ id: 'eng', field: 'q2' }, { id: 'sal', field: 'q2' });
  const selectMarketing = () => apiRef.current.selectCellRange({ id: 'mkt', field: 'q1' }, { id: 'mkt', field: 'q4' });
  const clear = () => apiRef.current.setCellSelectionModel({});

  const handleChange = (model: GridCellSelectionModel) => {
    setCount(Object.values(model).reduce((sum, fields) => sum + Object.values(fields).filter(Boolean).length, 0));
  };

  return (
    <div style={{ height: 360, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 40, display: 'grid', gridAutoFlow: 'column', gridAutoColumns: 'max-content', alignItems: 'center', gap: 8, overflowX: 'auto' }}>
        <Button size="small" variant="outlined" onClick={selectQ2}>Q2</Button>
        <Button size="small" variant="outlined" onClick={selectMarketing}>Marketing</Button>
        <Button size="small" onClick={clear}>Clear</Button>
        <span style={{ fontSize: 14 }}>{count} cells selected</span>
      </div>
      <div style={{ height: 312 }}>
        <DataGridPremium
          experimentalFeatures={{ ariaV8: true }}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          cellSelection
          onCellSelectionModelChange={handleChange}
          disableRowSelectionOnClick
          hideFooter
        />
      </div>
    </div>
  );
}
