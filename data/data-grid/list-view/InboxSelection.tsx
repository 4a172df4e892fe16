import * as React from 'react';
import Button from '@mui/material/Button';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridListColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid-pro';

interface Message {
  id: number;
  from: string;
  subject: string;
  time: string;
}

const initialMessages: Message[] = [
  { id: 1, from: 'Library', subject: 'Your reservation is ready for pickup', time: '09:12' },
  { id: 2, from: 'Anja', subject: 'Photos from Saturday', time: '08:47' },
  { id: 3, from: 'Bike shop', subject: 'Service reminder: chain and brakes', time: 'Yesterday' },
  { id: 4, from: 'Choir', subject: 'Rehearsal moved to Thursday', time: 'Yesterday' },
  { id: 5, from: 'Energy Co.', subject: 'Your March statement', time: 'Mon' },
  { id: 6, from: 'Tomasz', subject: 'Re: board game night', time: 'Sun' },
];

const columns: GridColDef<Message>[] = [
  { field: 'from', headerName: 'From' },
  { field: 'subject', headerName: 'Subject' },
  { field: 'time', headerName: 'Received' },
];

const listColumn: GridListColDef<Message> = {
  field: 'message',
  renderCell: ({ row }) => (
    <div style={{ lineHeight: 1.35, width: '100%', minWidth: 0 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <strong>{row.from}</strong>
        <span style={{ fontSize: 12, opacity: 0.7 }}>{row.time}</span>
      </div>
      <div style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: 14 }}>{row.subject}</div>
    </div>
  ),
};

export default function InboxSelection() {
  const apiRef = useGridApiRef();
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);

  const archive = () => {
    // Removing rows through the API: the selection model drops them too.
    apiRef.current.updateRows(selection.map((id) => ({ id, _action: 'delete' as const })));
  };

  return (
    <div style={{ height: 440, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 36, display: 'flex', alignItems: 'center', gap: 12, whiteSpace: 'nowrap', overflow: 'hidden' }}>
        <Button size="small" variant="outlined" sx={{ flexShrink: 0 }} disabled={selection.length === 0} onClick={archive}>
          Archive {selection.length > 0 ? selection.length : ''}
        </Button>
        <span style={{ fontSize: 13, opacity: 0.8, overflow: 'hidden', textOverflow: 'ellipsis' }}>Click to select, Ctrl or ⌘ + click for more.</span>
      </div>
      <div style={{ height: 396 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={initialMessages}
          columns={columns}
          unstable_listView
          unstable_listColumn={listColumn}
          rowHeight={60}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </div>
    </div>
  );
}
