import * as React from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import Description from '@mui/icons-material/Description';
import Folder from '@mui/icons-material/Folder';
import Image from '@mui/icons-material/Image';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import TableChart from '@mui/icons-material/TableChart';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, TreeItem2Label, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const icons: Record<string, SvgIconComponent> = { pdf: PictureAsPdf, png: Image, jpg: Image, csv: TableChart };

// The label slot receives the label as `children`, plus the props the item computes for it.
function FileLabel({ children, ...other }: React.HTMLAttributes<HTMLDivElement>) {
  const name = typeof children === 'string' ? children : '';
  const extension = name.includes('.') ? (name.split('.').pop() ?? '') : '';
  const Icon = extension ? (icons[extension] ?? Description) : Folder;
  return (
    <TreeItem2Label {...other} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Icon fontSize="small" color={extension ? 'action' : 'primary'} />
      {children}
    </TreeItem2Label>
  );
}

const FileItem = React.forwardRef(function FileItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  return <TreeItem2 {...props} ref={ref} slots={{ label: FileLabel }} />;
});

const files: TreeViewBaseItem[] = [
  {
    id: 'trip',
    label: 'Trip planning',
    children: [
      { id: 'tickets', label: 'tickets.pdf' },
      { id: 'budget', label: 'budget.csv' },
      { id: 'map', label: 'route-map.png' },
      { id: 'notes', label: 'packing notes.txt' },
    ],
  },
];

export default function LabelSlot() {
  return (
    <div style={{ height: 200, overflow: 'auto' }}>
      <RichTreeView aria-label="Trip files" items={files} defaultExpandedItems={['trip']} slots={{ item: FileItem }} />
    </div>
  );
}
