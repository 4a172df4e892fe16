import * as React from 'react';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  details: string;
}

const rows: Ticket[] = [
  {
    id: 1,
    subject: 'Export fails',
    details:
      'The CSV export of the March report stops at row 2,048 and the downloaded file is cut in the middle of a line. It happens in Firefox and Chrome, with and without filters.',
  },
  { id: 2, subject: 'Typo on invoice', details: 'The footer says "Thank your for your order".' },
  {
    id: 3,
    subject: 'Slow search',
    details:
      'Searching the customer list takes about eight seconds since the last release; before, results came back almost at once. Only accounts with more than 10,000 customers are affected.',
  },
  {
    id: 4,
    subject: 'Password reset',
    details:
      'The reset e-mail arrives, but its link opens the sign-in page instead of the form to choose a new password. Copying the link into a private window works.',
  },
];

/**
 * A named component, so it can use hooks (renderCell itself is called as a plain function).
 * The cell keeps the whole text on one line with an ellipsis; when the text is cut, hovering
 * the cell or moving the keyboard focus onto it shows the full text below the cell.
 */
function ExpandableCell({ value, hasFocus }: GridRenderCellParams<Ticket, string>) {
  const [anchor, setAnchor] = React.useState<HTMLDivElement | null>(null);
  const [hovered, setHovered] = React.useState(false);
  const [dismissed, setDismissed] = React.useState(false);
  // Focus moving on or off the cell makes the text expandable again after Escape.
  const [hadFocus, setHadFocus] = React.useState(hasFocus);
  if (hadFocus !== hasFocus) {
    setHadFocus(hasFocus);
    setDismissed(false);
  }
  const isCut = anchor !== null && anchor.scrollWidth > anchor.clientWidth;
  const open = (hovered || hasFocus) && isCut && !dismissed;

  // Content shown on hover or focus must be dismissible without moving either: Escape hides it.
  React.useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div
      ref={setAnchor}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => {
        setHovered(false);
        setDismissed(false);
      }}
      style={{ width: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
    >
      {value}
      <Popper open={open} anchorEl={anchor} placement="bottom-start" style={{ zIndex: 1 }}>
        {/* The cell already holds the full text for screen readers: the copy is visual only. */}
        <Paper aria-hidden elevation={6} style={{ width: anchor?.offsetWidth, padding: 12, fontSize: 14 }}>
          {value}
        </Paper>
      </Popper>
    </div>
  );
}

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: '#', width: 60 },
  { field: 'subject', headerName: 'Subject', width: 150 },
  {
    field: 'details',
    headerName: 'Details',
    flex: 1,
    minWidth: 200,
    renderCell: (params: GridRenderCellParams<Ticket, string>) => <ExpandableCell {...params} />,
  },
];

export default function ExpandCellText() {
  return (
    <div style={{ height: 270 }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
