import * as React from 'react';
import {
  DataGridPremium,
  GridToolbarContainer,
  GridToolbarExport,
  type GridColDef,
  type GridExcelExportOptions,
} from '@mui/x-data-grid-premium';

const excelOptions: GridExcelExportOptions = {
  fileName: 'conference-budget',
  // exceljs styles per column: real currency and date cells in the workbook.
  columnsStyles: {
    cost: { numFmt: '"€"#,##0.00' },
    due: { numFmt: 'dd/mm/yyyy' },
  },
  // Before the rows: a title and an empty line above the header row.
  exceljsPreProcess: async ({ worksheet }) => {
    worksheet.getRow(1).getCell(1).value = 'Spring conference: budget';
    worksheet.getRow(1).font = { bold: true, size: 14 };
    worksheet.addRow([]);
  },
  // After the rows: a total line that stays a live formula in the spreadsheet.
  exceljsPostProcess: async ({ worksheet }) => {
    const lastDataRow = worksheet.rowCount;
    worksheet.addRow([]);
    const total = worksheet.addRow(['Total', '', { formula: `SUM(C4:C${lastDataRow})` }]);
    total.font = { bold: true };
    total.getCell(3).numFmt = '"€"#,##0.00';
  },
};

const columns: GridColDef[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 170 },
  { field: 'vendor', headerName: 'Vendor', width: 140 },
  { field: 'cost', headerName: 'Cost (€)', type: 'number', width: 110 },
  { field: 'due', headerName: 'Payment due', type: 'date', width: 130 },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 80 },
];

const rows = [
  { id: 1, item: 'Venue hire (2 days)', vendor: 'Harbour Hall', cost: 8400, due: new Date(2025, 2, 1), paid: true },
  { id: 2, item: 'Catering, 180 guests', vendor: 'Fig & Thyme', cost: 6120.5, due: new Date(2025, 2, 15), paid: false },
  { id: 3, item: 'Speaker travel', vendor: 'Nordic Rail', cost: 1985, due: new Date(2025, 1, 20), paid: true },
  { id: 4, item: 'Badges and lanyards', vendor: 'PrintWorks', cost: 412.8, due: new Date(2025, 1, 28), paid: false },
  { id: 5, item: 'Live captioning', vendor: 'ClearWords', cost: 1350, due: new Date(2025, 2, 10), paid: false },
];

function ExcelToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarExport excelOptions={excelOptions} csvOptions={{ disableToolbarButton: true }} />
    </GridToolbarContainer>
  );
}

export default function ExcelExport() {
  const [status, setStatus] = React.useState('Open Export, then choose Download as Excel.');

  return (
    <div style={{ height: 400, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 352 }}>
        <DataGridPremium
          experimentalFeatures={{ ariaV8: true }}
          rows={rows}
          columns={columns}
          slots={{ toolbar: ExcelToolbar }}
          onExcelExportStateChange={(state) => setStatus(state === 'pending' ? 'Building the workbook…' : 'Workbook downloaded.')}
          hideFooter
        />
      </div>
      <div role="status" style={{ height: 40, overflow: 'auto', fontSize: 14, lineHeight: '20px' }}>
        {status}
      </div>
    </div>
  );
}
