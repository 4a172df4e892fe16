import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeItem2, type UseTreeItem2Parameters } from '@mui/x-tree-view/useTreeItem2';
import {
  TreeItem2Content,
  TreeItem2GroupTransition,
  TreeItem2IconContainer,
  TreeItem2Label,
  TreeItem2Root,
} from '@mui/x-tree-view/TreeItem2';
import { TreeItem2Icon } from '@mui/x-tree-view/TreeItem2Icon';
import { TreeItem2Provider } from '@mui/x-tree-view/TreeItem2Provider';

interface Download {
  id: string;
  label: string;
  /** Percent done, for files. */
  progress?: number;
  children?: Download[];
}

const queue: Download[] = [
  {
    id: 'season-1',
    label: 'Season 1',
    children: [
      { id: 's1e1', label: 'Episode 1', progress: 100 },
      { id: 's1e2', label: 'Episode 2', progress: 64 },
      { id: 's1e3', label: 'Episode 3', progress: 5 },
    ],
  },
  { id: 'trailer', label: 'Trailer', progress: 100 },
];

interface DownloadItemProps extends Omit<UseTreeItem2Parameters, 'rootRef'> {
  children?: React.ReactNode;
}

// Built with the hook: a two-line row with a progress bar under the label, read from the item's record.
const DownloadItem = React.forwardRef(function DownloadItem(props: DownloadItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, children } = props;
  const { getRootProps, getContentProps, getIconContainerProps, getLabelProps, getGroupTransitionProps, status, publicAPI } = useTreeItem2({
    id,
    itemId,
    label,
    disabled,
    children,
    rootRef: ref,
  });
  const download: Download = publicAPI.getItem(itemId);
  const progress = download.progress;

  return (
    <TreeItem2Provider itemId={itemId}>
      <TreeItem2Root {...getRootProps()}>
        <TreeItem2Content {...getContentProps()}>
          <TreeItem2IconContainer {...getIconContainerProps()}>
            <TreeItem2Icon status={status} />
          </TreeItem2IconContainer>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <TreeItem2Label {...getLabelProps()} />
              {progress === undefined ? null : (
                <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                  {progress === 100 ? 'done' : `${progress} %`}
                </Typography>
              )}
            </Box>
            {progress === undefined ? null : (
              <LinearProgress variant="determinate" value={progress} aria-label={`${download.label} downloaded`} sx={{ mt: 0.5, height: 4, borderRadius: 2 }} />
            )}
          </Box>
        </TreeItem2Content>
        {children ? <TreeItem2GroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItem2Root>
    </TreeItem2Provider>
  );
});

export default function DownloadQueue() {
  return (
    <div style={{ height: 260, overflow: 'auto' }}>
      <RichTreeView aria-label="Downloads" items={queue} defaultExpandedItems={['season-1']} slots={{ item: DownloadItem }} />
    </div>
  );
}
