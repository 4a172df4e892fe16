import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  DataGridPro,
  useGridApiContext,
  type DataGridProProps,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';

interface Part {
  id: number;
  path: string[];
  partNumber: string;
  quantity: number;
}

// A bill of materials: each part lists the assemblies above it.
const rows: Part[] = [
  { id: 1, path: ['Bicycle'], partNumber: 'BK-100', quantity: 1 },
  { id: 2, path: ['Bicycle', 'Frame'], partNumber: 'FR-210', quantity: 1 },
  { id: 3, path: ['Bicycle', 'Wheel set'], partNumber: 'WS-300', quantity: 1 },
  { id: 4, path: ['Bicycle', 'Wheel set', 'Rim'], partNumber: 'RM-310', quantity: 2 },
  { id: 5, path: ['Bicycle', 'Wheel set', 'Spoke'], partNumber: 'SP-320', quantity: 64 },
  { id: 6, path: ['Bicycle', 'Wheel set', 'Hub'], partNumber: 'HB-330', quantity: 2 },
  { id: 7, path: ['Bicycle', 'Drivetrain'], partNumber: 'DT-400', quantity: 1 },
  { id: 8, path: ['Bicycle', 'Drivetrain', 'Chain'], partNumber: 'CH-410', quantity: 1 },
];

const columns: GridColDef<Part>[] = [
  { field: 'partNumber', headerName: 'Part no.', width: 110 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
];

// The grouping cell drawn by hand: an indent per level, a toggle, the name and the
// number of direct parts. Space and Enter on the cell still toggle it, like the default one.
function PartCell(props: GridRenderCellParams<Part>) {
  const { id, rowNode, formattedValue } = props;
  const apiRef = useGridApiContext();
  const isGroup = rowNode.type === 'group';
  const directChildren = isGroup ? rowNode.children.length : 0;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', ml: rowNode.depth * 2 }}>
      {isGroup ? (
        <IconButton
          size="small"
          tabIndex={-1}
          aria-label={rowNode.childrenExpanded ? 'Collapse' : 'Expand'}
          onClick={(event) => {
            event.stopPropagation();
            apiRef.current.setRowChildrenExpansion(id, !rowNode.childrenExpanded);
          }}
        >
          {rowNode.childrenExpanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
        </IconButton>
      ) : (
        <Box sx={{ width: 34 }} />
      )}
      <span>{formattedValue}</span>
      {isGroup ? (
        <Box component="span" sx={{ ml: 1, color: 'text.secondary', fontSize: 13 }}>
          {directChildren} part{directChildren === 1 ? '' : 's'}
        </Box>
      ) : null}
    </Box>
  );
}

const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'Assembly / part',
  flex: 1,
  minWidth: 220,
  renderCell: (params) => <PartCell {...(params as GridRenderCellParams<Part>)} />,
};

const getTreeDataPath: DataGridProProps<Part>['getTreeDataPath'] = (row) => row.path;

export default function CustomGroupingColumn() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={-1}
        hideFooter
      />
    </div>
  );
}
