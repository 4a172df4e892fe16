import * as React from 'react';
import {
  DataGrid,
  type GridColDef,
  type GridValueGetter,
  type GridValueParser,
  type GridValueSetter,
} from '@mui/x-data-grid';

interface Member {
  id: number;
  firstName: string;
  lastName: string;
  postcode: string;
}

// Reads two fields for display and editing...
const getFullName: GridValueGetter<Member> = (_value, row) => `${row.firstName} ${row.lastName}`.trim();

// ...and splits the edited text back into them.
const setFullName: GridValueSetter<Member> = (value: string, row) => {
  const [firstName = '', ...rest] = value.trim().split(/\s+/);
  return { ...row, firstName, lastName: rest.join(' ') };
};

// Runs on every keystroke, so it must accept half-typed input: no trimming of the end.
// Leading and doubled spaces go, letters become capitals: "ec1v  9hx" is stored as "EC1V 9HX".
const parsePostcode: GridValueParser<Member> = (value: string | undefined) =>
  (value ?? '').replace(/^\s+/, '').replace(/\s+/g, ' ').toUpperCase();

const columns: GridColDef<Member>[] = [
  { field: 'fullName', headerName: 'Full name', flex: 1, minWidth: 160, editable: true, valueGetter: getFullName, valueSetter: setFullName },
  { field: 'postcode', headerName: 'Postcode', width: 130, editable: true, valueParser: parsePostcode },
];

const initialRows: Member[] = [
  { id: 1, firstName: 'Grace', lastName: 'Otieno', postcode: 'EC1V 9HX' },
  { id: 2, firstName: 'Tobias', lastName: 'Lindqvist', postcode: 'M4 6WX' },
  { id: 3, firstName: 'Priya', lastName: 'Raman', postcode: 'BS8 1TH' },
];

export default function ValueSetterParser() {
  const [rows, setRows] = React.useState(initialRows);
  const [lastSaved, setLastSaved] = React.useState<Member | null>(null);

  return (
    <div style={{ height: 380, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 220 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={(newRow: Member) => {
            setRows((current) => current.map((row) => (row.id === newRow.id ? newRow : row)));
            setLastSaved(newRow);
            return newRow;
          }}
          hideFooter
        />
      </div>
      <pre style={{ margin: 0, height: 152, overflow: 'auto', fontSize: 12, lineHeight: '20px' }}>
        <code>{lastSaved ? `Stored row:\n${JSON.stringify(lastSaved, null, 2)}` : 'Edit a name or a postcode to see the stored row.'}</code>
      </pre>
    </div>
  );
}
