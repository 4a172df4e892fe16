import * as React from 'react';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// Without `multiSelect`, the tree keeps at most one selected item: a string or null.
export default function SingleSelection() {
  const [lastToggle, setLastToggle] = React.useState('Click a station to select it.');

  return (
    <div style={{ height: 280, display: 'flex', flexDirection: 'column' }}>
      <div style={{ height: 240, overflow: 'auto' }}>
        <SimpleTreeView
          aria-label="Weather stations"
          defaultExpandedItems={['alps', 'coast']}
          defaultSelectedItems="zermatt"
          onItemSelectionToggle={(_event, itemId, isSelected) =>
            setLastToggle(`${itemId} was ${isSelected ? 'selected' : 'deselected'}`)
          }
        >
          <TreeItem itemId="alps" label="Alpine stations">
            <TreeItem itemId="zermatt" label="Zermatt (1,620 m)" />
            <TreeItem itemId="davos" label="Davos (1,560 m)" />
          </TreeItem>
          <TreeItem itemId="coast" label="Coastal stations">
            <TreeItem itemId="brest" label="Brest" />
            <TreeItem itemId="porto" label="Porto" />
          </TreeItem>
        </SimpleTreeView>
      </div>
      <Typography variant="body2" noWrap sx={{ height: 40, lineHeight: '40px' }}>
        {lastToggle}
      </Typography>
    </div>
  );
}
