import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef, type GridColDef } from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'athlete', headerName: 'Athlete', flex: 1, minWidth: 140 },
  { field: 'event', headerName: 'Event', width: 110 },
  { field: 'time', headerName: 'Time (s)', type: 'number', width: 100 },
];

const rows = [
  { id: 1, athlete: 'Amara Diallo', event: '100 m', time: 11.02 },
  { id: 2, athlete: 'Lena Fischer', event: '100 m', time: 11.27 },
  { id: 3, athlete: 'Sofia Ricci', event: '200 m', time: 22.85 },
  { id: 4, athlete: 'Hana Sato', event: '200 m', time: 23.4 },
];

export default function ApiExcelExport() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('');

  // getDataAsExcel returns the exceljs workbook without downloading it.
  const inspect = async () => {
    const workbook = await apiRef.current.getDataAsExcel({ fields: ['athlete', 'time'] });
    const sheet = workbook?.worksheets[0];
    setSummary(sheet ? `Worksheet "${sheet.name}": ${sheet.rowCount} rows × ${sheet.columnCount} columns` : 'No workbook.');
  };

  return (
    <div style={{ height: 360, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', minHeight: 36 }}>
        <Button size="small" variant="contained" onClick={() => apiRef.current.exportDataAsExcel({ fileName: 'heats' })}>
          Download Excel
        </Button>
        <Button size="small" variant="outlined" onClick={inspect}>
          Inspect workbook
        </Button>
      </Stack>
      <Typography role="status" variant="body2" sx={{ height: 20 }}>
        {summary}
      </Typography>
      <div style={{ height: 272 }}>
        <DataGridPremium apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </div>
    </div>
  );
}
