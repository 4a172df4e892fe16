import * as React from 'react';
import Collapse, { type CollapseProps } from '@mui/material/Collapse';
import { keyframes, type SxProps, type Theme } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const fadeDown = keyframes`
  from { opacity: 0; transform: translateY(-6px); }
  to { opacity: 1; transform: none; }
`;

// Each child row fades in 50 ms after the previous one.
const delays: Record<string, { animationDelay: string }> = Object.fromEntries(
  [2, 3, 4, 5, 6].map((n) => [`& .MuiCollapse-wrapperInner > li:nth-of-type(${n})`, { animationDelay: `${(n - 1) * 50}ms` }]),
);

const staggered: SxProps<Theme> = {
  '& .MuiCollapse-wrapperInner > li': { animation: `${fadeDown} 260ms ease-out both` },
  ...delays,
  '@media (prefers-reduced-motion: reduce)': { '& .MuiCollapse-wrapperInner > li': { animation: 'none' } },
};

// Collapse still animates the height; the rows of the opened group fade in one after the other.
const StaggeredGroup = React.forwardRef(function StaggeredGroup(props: CollapseProps, ref: React.Ref<HTMLDivElement>) {
  const { sx, ...other } = props;
  return (
    <Collapse
      {...other}
      ref={ref}
      sx={[staggered, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
});

// A Rich Tree View renders its items itself: the transition goes in through the item component.
const StaggeredItem = React.forwardRef(function StaggeredItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  return <TreeItem2 {...props} ref={ref} slots={{ groupTransition: StaggeredGroup }} />;
});

const playlist: TreeViewBaseItem[] = [
  {
    id: 'focus',
    label: 'Deep focus',
    children: [
      { id: 'rain', label: 'Rain on glass' },
      { id: 'library', label: 'Quiet library' },
      { id: 'cafe', label: 'Late café' },
      { id: 'train', label: 'Night train' },
    ],
  },
  {
    id: 'energy',
    label: 'Energy',
    children: [
      { id: 'drums', label: 'Street drums' },
      { id: 'brass', label: 'Brass band' },
    ],
  },
];

export default function StaggeredGroups() {
  return (
    <div style={{ height: 260, overflow: 'auto' }}>
      <RichTreeView aria-label="Ambient playlists" items={playlist} slots={{ item: StaggeredItem }} />
    </div>
  );
}
