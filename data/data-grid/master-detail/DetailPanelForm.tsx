import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { visuallyHidden } from '@mui/utils';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  useGridApiContext,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Contact {
  id: number;
  name: string;
  email: string;
  phone: string;
}

const initialRows: Contact[] = [
  { id: 1, name: 'Amelia Brandt', email: 'amelia@example.com', phone: '555-0110' },
  { id: 2, name: 'Kofi Mensah', email: 'kofi@example.com', phone: '555-0154' },
  { id: 3, name: 'Lucía Ortega', email: 'lucia@example.com', phone: '555-0199' },
];

/** A form in the panel: it edits a draft and writes it to the row on Save. */
function ContactForm({ row }: { row: Contact }) {
  const apiRef = useGridApiContext();
  const [draft, setDraft] = React.useState(row);
  const changed = draft.email !== row.email || draft.phone !== row.phone;

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    apiRef.current.updateRows([draft]);
    apiRef.current.toggleDetailPanel(row.id);
  };

  return (
    <Stack component="form" onSubmit={save} direction="row" spacing={2} useFlexGap flexWrap="wrap" sx={{ p: 2 }}>
      <TextField
        size="small"
        label="E-mail"
        type="email"
        value={draft.email}
        onChange={(event) => setDraft({ ...draft, email: event.target.value })}
      />
      <TextField
        size="small"
        label="Phone"
        value={draft.phone}
        onChange={(event) => setDraft({ ...draft, phone: event.target.value })}
      />
      <Button type="submit" variant="contained" size="small" disabled={!changed}>
        Save
      </Button>
    </Stack>
  );
}

const columns: GridColDef<Contact>[] = [
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Edit',
    renderHeader: ({ colDef }) => <span style={visuallyHidden}>{colDef.headerName}</span>,
  },
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'email', headerName: 'E-mail', flex: 1, minWidth: 170 },
  { field: 'phone', headerName: 'Phone', width: 110 },
];

/**
 * The panel is rendered inside the grid (role "grid"), which may only contain rows: a row with
 * one cell gives the content a valid place in the grid's structure for assistive technology.
 */
function PanelRow({ children }: { children: React.ReactNode }) {
  return (
    <div role="row" style={{ height: '100%' }}>
      <div role="gridcell" style={{ height: '100%' }}>
        {children}
      </div>
    </div>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<Contact>) => (
  <PanelRow>
    <ContactForm row={row} />
  </PanelRow>
);
const getDetailPanelHeight = () => 'auto' as const;

export default function DetailPanelForm() {
  return (
    <div style={{ height: 360 }}>
      <DataGridPro
        rows={initialRows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: [2] } }}
        hideFooter
      />
    </div>
  );
}
