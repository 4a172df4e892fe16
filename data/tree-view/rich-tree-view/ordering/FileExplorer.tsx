import * as React from 'react';
import ArticleIcon from '@mui/icons-material/Article';
import FolderIcon from '@mui/icons-material/Folder';
import ImageIcon from '@mui/icons-material/Image';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeItem2, useTreeItem2Utils, type TreeItem2Props } from '@mui/x-tree-view-pro';

type Kind = 'folder' | 'document' | 'image' | 'pdf';

interface FileNode {
  id: string;
  label: string;
  kind: Kind;
  children?: FileNode[];
}

const files: FileNode[] = [
  {
    id: 'invoices',
    label: 'Invoices',
    kind: 'folder',
    children: [
      { id: 'march', label: 'march.pdf', kind: 'pdf' },
      { id: 'april', label: 'april.pdf', kind: 'pdf' },
    ],
  },
  {
    id: 'holiday',
    label: 'Holiday',
    kind: 'folder',
    children: [
      { id: 'beach', label: 'beach.jpg', kind: 'image' },
      { id: 'itinerary', label: 'itinerary.docx', kind: 'document' },
    ],
  },
  { id: 'archive', label: 'Archive', kind: 'folder', children: [] },
  { id: 'notes', label: 'notes.docx', kind: 'document' },
];

const icons: Record<Kind, typeof FolderIcon> = { folder: FolderIcon, document: ArticleIcon, image: ImageIcon, pdf: PictureAsPdfIcon };

const flatten = (nodes: FileNode[]): FileNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
const folderIds = new Set(flatten(files).filter((node) => node.kind === 'folder').map((node) => node.id));

// Files and folders can land at the top level or inside a folder, never inside a file.
const canMove = ({ newPosition }: { newPosition: { parentId: string | null } }) =>
  newPosition.parentId === null || folderIds.has(newPosition.parentId);

const FileItem = React.forwardRef(function FileItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  const { publicAPI } = useTreeItem2Utils({ itemId: props.itemId, children: props.children });
  const node: FileNode = publicAPI.getItem(props.itemId);
  const Icon = icons[node.kind];
  return (
    <TreeItem2
      {...props}
      ref={ref}
      label={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <Icon fontSize="small" color={node.kind === 'folder' ? 'primary' : 'action'} aria-hidden />
          {node.label}
        </span>
      }
    />
  );
});

export default function FileExplorer() {
  return (
    <div style={{ height: 320, overflow: 'auto' }}>
      <RichTreeViewPro
        aria-label="Files"
        items={files}
        defaultExpandedItems={['invoices', 'holiday']}
        slots={{ item: FileItem }}
        experimentalFeatures={{ indentationAtItemLevel: true, itemsReordering: true }}
        itemsReordering
        canMoveItemToNewPosition={canMove}
      />
    </div>
  );
}
