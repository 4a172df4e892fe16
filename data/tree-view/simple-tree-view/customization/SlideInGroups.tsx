import * as React from 'react';
import Collapse, { type CollapseProps } from '@mui/material/Collapse';
import { keyframes } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const slideIn = keyframes`
  from { opacity: 0; transform: translateX(-12px); }
  to { opacity: 1; transform: none; }
`;

// The group transition keeps Collapse for the height and slides the children in as they appear.
// It receives `in`, `unmountOnExit`, `component="ul"` and `role="group"` from the item.
const SlideInGroup = React.forwardRef(function SlideInGroup(props: CollapseProps, ref: React.Ref<HTMLDivElement>) {
  const { in: open, sx, ...other } = props;
  return (
    <Collapse
      {...other}
      ref={ref}
      in={open}
      timeout={250}
      sx={[
        {
          '& .MuiCollapse-wrapperInner': open ? { animation: `${slideIn} 300ms ease-out` } : { opacity: 0.3, transition: 'opacity 200ms' },
          '@media (prefers-reduced-motion: reduce)': { '& .MuiCollapse-wrapperInner': { animation: 'none' } },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
});

export default function SlideInGroups() {
  return (
    <div style={{ height: 260, overflow: 'auto' }}>
      <SimpleTreeView aria-label="Recipe book" defaultExpandedItems={['soups']}>
        <TreeItem itemId="soups" label="Soups" slots={{ groupTransition: SlideInGroup }}>
          <TreeItem itemId="minestrone" label="Minestrone" />
          <TreeItem itemId="pho" label="Pho" />
        </TreeItem>
        <TreeItem itemId="breads" label="Breads" slots={{ groupTransition: SlideInGroup }}>
          <TreeItem itemId="focaccia" label="Focaccia" />
          <TreeItem itemId="naan" label="Naan" />
          <TreeItem itemId="rye" label="Rye loaf" />
        </TreeItem>
        <TreeItem itemId="desserts" label="Desserts (default Collapse)">
          <TreeItem itemId="flan" label="Flan" />
          <TreeItem itemId="baklava" label="Baklava" />
        </TreeItem>
      </SimpleTreeView>
    </div>
  );
}
