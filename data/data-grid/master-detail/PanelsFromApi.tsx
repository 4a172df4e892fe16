import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  GRID_DETAIL_PANEL_TOGGLE_FIELD,
  useGridApiRef,
  type GridColDef,
  type GridRowId,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Ticket {
  id: number;
  subject: string;
  author: string;
  body: string;
}

const rows: Ticket[] = [
  { id: 101, subject: 'Cannot reset password', author: 'Mira', body: 'The reset link in the e-mail has already expired when I open it.' },
  { id: 102, subject: 'Invoice shows old address', author: 'Tomás', body: 'We moved in March; the April invoice still has the old street.' },
  { id: 103, subject: 'Export is empty', author: 'Leila', body: 'The CSV export of the May report only contains the header line.' },
];

const columns: GridColDef<Ticket>[] = [
  // Listed here only for its header: the built-in one is a plain div with an aria-label,
  // which names nothing. This one gives the column a name that screen readers announce.
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Details',
    renderHeader: ({ colDef }) => <span style={visuallyHidden}>{colDef.headerName}</span>,
  },
  { field: 'id', headerName: '#', width: 70 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 160 },
  { field: 'author', headerName: 'From', width: 90 },
];

function getDetailPanelContent({ row }: GridRowParams<Ticket>) {
  return <Typography style={{ padding: '12px 16px' }}>{row.body}</Typography>;
}

const getDetailPanelHeight = () => 64;

export default function PanelsFromApi() {
  const apiRef = useGridApiRef();
  const [open, setOpen] = React.useState<GridRowId[]>([]);

  return (
    <div style={{ height: 380, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Stack direction="row" spacing={1} style={{ height: 36 }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setExpandedDetailPanels(rows.map((r) => r.id))}>
          Open all
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setExpandedDetailPanels([])}>
          Close all
        </Button>
      </Stack>
      <div style={{ height: 292 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          // A click on any cell opens or closes the row's panel; the toggle cell already does it itself.
          onCellClick={(params) => {
            if (params.field !== GRID_DETAIL_PANEL_TOGGLE_FIELD) {
              apiRef.current.toggleDetailPanel(params.id);
            }
          }}
          // Not controlled: the callback only mirrors the open ids for the line below.
          onDetailPanelExpandedRowIdsChange={(ids) => setOpen(ids)}
          hideFooter
        />
      </div>
      <code style={{ height: 36, fontSize: 13 }}>open panels: [{open.join(', ')}]</code>
    </div>
  );
}
