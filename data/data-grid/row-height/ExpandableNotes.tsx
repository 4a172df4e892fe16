import * as React from 'react';
import Link from '@mui/material/Link';
import {
  DataGrid,
  gridClasses,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';

interface Review {
  id: number;
  product: string;
  review: string;
}

const rows: Review[] = [
  {
    id: 1,
    product: 'Standing desk',
    review:
      'Sturdy and quiet. The motor is slower than I hoped, about ten seconds from sitting to standing height, but the memory buttons make up for it. Assembly took an hour with two people; the instructions were clear and every screw was labelled.',
  },
  { id: 2, product: 'Desk lamp', review: 'Warm light, no flicker. Does the job.' },
  {
    id: 3,
    product: 'Monitor arm',
    review:
      'Holds a 32-inch screen without sagging. The cable channel is too narrow for a thick power cable, so I clipped mine to the outside. Tension adjustment needs the included hex key, which is easy to lose.',
  },
];

/** Two lines at first; "Show more" reveals the rest, and the row grows to fit. */
function ExpandableText({ value, tabIndex }: GridRenderCellParams<Review, string>) {
  const [expanded, setExpanded] = React.useState(false);
  const text = value ?? '';
  const isLong = text.length > 90;

  return (
    <div>
      {expanded || !isLong ? text : `${text.slice(0, 90)}…`}
      {isLong && (
        <React.Fragment>
          {' '}
          <Link
            component="button"
            type="button"
            tabIndex={tabIndex}
            aria-expanded={expanded}
            // Keep the grid from treating Enter and Space as its own shortcuts.
            onKeyDown={(event: React.KeyboardEvent) => {
              if (event.key === 'Enter' || event.key === ' ') event.stopPropagation();
            }}
            onClick={() => setExpanded((value) => !value)}
            // The darker blue keeps 4.5:1 contrast on the hovered and selected row backgrounds.
            color="primary.dark"
            sx={{ fontSize: 'inherit', verticalAlign: 'baseline' }}
          >
            {expanded ? 'Show less' : 'Show more'}
          </Link>
        </React.Fragment>
      )}
    </div>
  );
}

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', width: 140 },
  {
    field: 'review',
    headerName: 'Review',
    flex: 1,
    minWidth: 200,
    renderCell: (params: GridRenderCellParams<Review, string>) => <ExpandableText {...params} />,
  },
];

export default function ExpandableNotes() {
  return (
    <div style={{ height: 400 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        getEstimatedRowHeight={() => 80}
        disableRowSelectionOnClick
        sx={{ [`& .${gridClasses['row--dynamicHeight']} > .${gridClasses.cell}`]: { py: 1.5 } }}
        hideFooter
      />
    </div>
  );
}
