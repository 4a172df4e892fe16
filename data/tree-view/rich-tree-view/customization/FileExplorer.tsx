import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import ArticleIcon from '@mui/icons-material/Article';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import ImageIcon from '@mui/icons-material/Image';
import MovieIcon from '@mui/icons-material/Movie';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { useTreeItem2Utils } from '@mui/x-tree-view/hooks';

type FileType = 'folder' | 'image' | 'pdf' | 'document' | 'video';

interface FileNode {
  id: string;
  label: string;
  type: FileType;
  /** In kilobytes, for files. */
  size?: number;
  children?: FileNode[];
}

const drive: FileNode[] = [
  {
    id: 'work',
    label: 'Work',
    type: 'folder',
    children: [
      { id: 'q3', label: 'Q3 report.pdf', type: 'pdf', size: 2350 },
      { id: 'budget', label: 'Budget.docx', type: 'document', size: 48 },
      {
        id: 'slides',
        label: 'Slides',
        type: 'folder',
        children: [{ id: 'cover', label: 'cover.png', type: 'image', size: 810 }],
      },
    ],
  },
  {
    id: 'family',
    label: 'Family',
    type: 'folder',
    children: [{ id: 'birthday', label: 'birthday.mp4', type: 'video', size: 184000 }],
  },
];

const fileIcons: Record<Exclude<FileType, 'folder'>, typeof ImageIcon> = { image: ImageIcon, pdf: PictureAsPdfIcon, document: ArticleIcon, video: MovieIcon };

const formatSize = (kb: number) => (kb >= 1000 ? `${(kb / 1000).toFixed(1)} MB` : `${kb} kB`);

// Rows with a guide line per group, like a desktop file manager.
const ExplorerItem = styled(TreeItem2)(({ theme }) => ({
  [`& .${treeItemClasses.groupTransition}`]: {
    marginLeft: 15,
    paddingLeft: 12,
    borderLeft: `1px dashed ${(theme.vars ?? theme).palette.divider}`,
  },
}));

const FileItem = React.forwardRef(function FileItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  const { publicAPI, status } = useTreeItem2Utils({ itemId: props.itemId, children: props.children });
  const file: FileNode = publicAPI.getItem(props.itemId);
  // Folders open and close their icon with the group; files get an icon for their type.
  const Icon = file.type === 'folder' ? (status.expanded ? FolderOpenIcon : FolderIcon) : fileIcons[file.type];

  return (
    <ExplorerItem
      {...props}
      ref={ref}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Icon fontSize="small" color={file.type === 'folder' ? 'primary' : 'action'} aria-hidden />
          <Box component="span" sx={{ flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {file.label}
          </Box>
          {file.size === undefined ? null : (
            <Box component="span" sx={{ color: 'text.secondary', fontSize: 12, flexShrink: 0 }}>
              {formatSize(file.size)}
            </Box>
          )}
        </Box>
      }
    />
  );
});

export default function FileExplorer() {
  return (
    <div style={{ height: 280, overflow: 'auto' }}>
      <RichTreeView aria-label="Drive" items={drive} defaultExpandedItems={['work', 'slides']} slots={{ item: FileItem }} sx={{ maxWidth: 420 }} />
    </div>
  );
}
