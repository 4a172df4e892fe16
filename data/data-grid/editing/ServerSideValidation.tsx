import * as React from 'react';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridEditInputCell,
  type GridColDef,
  type GridPreProcessEditCellProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Account {
  id: number;
  username: string;
  name: string;
}

const initialRows: Account[] = [
  { id: 1, username: 'amara', name: 'Amara Diallo' },
  { id: 2, username: 'jonas', name: 'Jonas Weber' },
  { id: 3, username: 'keiko', name: 'Keiko Ito' },
];

// Names the "server" knows as taken, besides those in the grid.
const reserved = ['admin', 'root', 'support'];

// Stands in for an availability check over the network: 400 ms, same answer every time.
function checkUsername(username: string, id: number, rows: Account[]): Promise<string | null> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const name = username.trim().toLowerCase();
      if (name.length < 3) resolve('At least 3 characters');
      else if (reserved.includes(name) || rows.some((row) => row.id !== id && row.username === name)) {
        resolve(`"${name}" is taken`);
      } else resolve(null);
    }, 400);
  });
}

/**
 * The default text editor, named for assistive technology, with the server's message as a
 * tooltip while the value is rejected. `errorMessage` is an extra edit prop set below; it is
 * taken out so that it does not reach the input element.
 */
function UsernameEditCell({ errorMessage, ...props }: GridRenderEditCellParams<Account, string>) {
  const message = typeof errorMessage === 'string' ? errorMessage : '';
  return (
    <Tooltip open={message !== ''} title={message} placement="bottom-start">
      <GridEditInputCell {...props} inputProps={{ 'aria-label': 'Username' }} />
    </Tooltip>
  );
}

export default function ServerSideValidation() {
  const [rows, setRows] = React.useState(initialRows);
  const rowsRef = React.useRef(rows);
  React.useEffect(() => {
    rowsRef.current = rows;
  }, [rows]);

  const columns = React.useMemo<GridColDef<Account>[]>(
    () => [
      {
        field: 'username',
        headerName: 'Username',
        width: 160,
        editable: true,
        // Returning a promise: the cell waits for the answer, and an error keeps it in edit mode.
        preProcessEditCellProps: async (params: GridPreProcessEditCellProps<string, Account>) => {
          const message = await checkUsername(String(params.props.value ?? ''), params.row.id, rowsRef.current);
          // `error` must stay a boolean (it becomes the input's aria-invalid); the text travels apart.
          return { ...params.props, error: message !== null, errorMessage: message };
        },
        renderEditCell: (params: GridRenderEditCellParams<Account, string>) => <UsernameEditCell {...params} />,
      },
      { field: 'name', headerName: 'Full name', flex: 1, minWidth: 150, editable: true },
    ],
    [],
  );

  return (
    <div style={{ height: 260 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        processRowUpdate={(newRow: Account) => {
          setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
          return newRow;
        }}
        hideFooter
      />
    </div>
  );
}
