import * as React from 'react';
import {
  DataGridPro,
  GRID_REORDER_COL_DEF,
  type GridColDef,
  type GridRowOrderChangeParams,
} from '@mui/x-data-grid-pro';

interface Story {
  id: string;
  title: string;
  points: number;
}

const columns: GridColDef<Story>[] = [
  // The handle column's header is blank by default: give it a title that screen readers announce.
  { ...GRID_REORDER_COL_DEF, width: 70, renderHeader: () => 'Move' },
  { field: 'id', headerName: 'Key', width: 100, sortable: false },
  { field: 'title', headerName: 'Story', flex: 1, minWidth: 200, sortable: false },
  { field: 'points', headerName: 'Points', type: 'number', width: 90, sortable: false },
];

const initialRows: Story[] = [
  { id: 'SHOP-41', title: 'Guest checkout without an account', points: 8 },
  { id: 'SHOP-37', title: 'Show delivery date on the product page', points: 3 },
  { id: 'SHOP-52', title: 'Save cart between devices', points: 5 },
  { id: 'SHOP-45', title: 'Gift wrapping option', points: 2 },
  { id: 'SHOP-49', title: 'Apple Pay and Google Pay', points: 8 },
];

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) {
    next.splice(to, 0, item);
  }
  return next;
}

export default function ReorderBacklog() {
  const [rows, setRows] = React.useState<Story[]>(initialRows);

  const handleRowOrderChange = (params: GridRowOrderChangeParams) => {
    // Keep our own copy in the same order the user sees.
    setRows((prev) => move(prev, params.oldIndex, params.targetIndex));
  };

  return (
    <div style={{ height: 380, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ height: 324 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          rowReordering
          onRowOrderChange={handleRowOrderChange}
          hideFooter
        />
      </div>
      {/* Fixed height: a long order scrolls instead of growing the demo. */}
      <pre style={{ margin: 0, height: 48, overflow: 'auto', fontSize: 13, lineHeight: '20px' }}>
        <code>Sprint order: {rows.map((row) => row.id).join(' → ')}</code>
      </pre>
    </div>
  );
}
