import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

// A dashed line on every group, drawn under its parent's chevron.
const guideStyles = {
  [`& .${treeItemClasses.groupTransition}`]: {
    marginLeft: '15px',
    borderLeft: '1px dashed',
    borderColor: 'divider',
  },
} as const;

export default function IndentationGuides() {
  const [indentation, setIndentation] = React.useState(12);

  return (
    <div style={{ height: 320, display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={2} sx={{ height: 48, alignItems: 'center', flexShrink: 0, px: 1 }}>
        <Typography variant="body2" noWrap sx={{ width: 48, flexShrink: 0 }}>
          {indentation} px
        </Typography>
        <Slider
          size="small"
          min={0}
          max={40}
          value={indentation}
          onChange={(_event, value) => setIndentation(value as number)}
          aria-label="itemChildrenIndentation"
        />
      </Stack>
      <div style={{ height: 272, overflow: 'auto' }}>
        <SimpleTreeView
          aria-label="Company structure"
          itemChildrenIndentation={indentation}
          defaultExpandedItems={['company', 'ops', 'logistics']}
          sx={guideStyles}
        >
          <TreeItem itemId="company" label="Northwind Bikes">
            <TreeItem itemId="ops" label="Operations">
              <TreeItem itemId="logistics" label="Logistics">
                <TreeItem itemId="warehouse" label="Warehouse" />
                <TreeItem itemId="couriers" label="Couriers" />
              </TreeItem>
              <TreeItem itemId="repairs" label="Repairs" />
            </TreeItem>
            <TreeItem itemId="sales" label="Sales" />
          </TreeItem>
        </SimpleTreeView>
      </div>
    </div>
  );
}
