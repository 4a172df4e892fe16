import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

// Text as a spreadsheet in a French or German locale saves it: semicolons between cells.
const sample = 'Lyon;1 520\nNantes;980';

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120, editable: true },
  // Thousands separators and spaces are dropped before the number is stored.
  {
    field: 'orders',
    headerName: 'Orders',
    type: 'number',
    width: 100,
    editable: true,
    pastedValueParser: (value: string) => Number(value.replace(/[\s,.]/g, '')),
  },
];

const rows = [
  { id: 1, city: 'Paris', orders: 4210 },
  { id: 2, city: 'Marseille', orders: 1875 },
  { id: 3, city: '', orders: null },
  { id: 4, city: '', orders: null },
];

// Lines on any line break, cells on a tab or a semicolon, surrounding spaces trimmed.
function splitTabsOrSemicolons(text: string): string[][] | null {
  const lines = text.replace(/\r?\n$/, '').split(/\r\n|\n|\r/);
  if (lines.length === 0) return null;
  return lines.map((line) => line.split(/\t|;/).map((cell) => cell.trim()));
}

export default function ClipboardFormat() {
  const [copied, setCopied] = React.useState(false);

  return (
    <div style={{ height: 400, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', height: 52 }}>
        <Box component="pre" sx={{ m: 0, px: 1, fontSize: 13, lineHeight: '20px', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {sample}
        </Box>
        <Button
          size="small"
          variant="outlined"
          onClick={() => navigator.clipboard?.writeText(sample).then(() => setCopied(true), () => setCopied(false))}
        >
          {copied ? 'Copied' : 'Copy sample'}
        </Button>
      </Box>
      <div style={{ height: 340 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          splitClipboardPastedText={splitTabsOrSemicolons}
          clipboardCopyCellDelimiter=";"
          hideFooter
        />
      </div>
    </div>
  );
}
