import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Folder {
  id: string;
  label: string;
  size: string;
  children?: Folder[];
}

const drive: Folder[] = [
  {
    id: 'photos',
    label: 'Photos',
    size: '18.2 GB',
    children: [
      { id: 'raw', label: 'RAW', size: '15.9 GB' },
      { id: 'exports', label: 'Exports', size: '2.3 GB' },
    ],
  },
  { id: 'taxes', label: 'Taxes', size: '120 MB', children: [{ id: 'y2024', label: '2024', size: '42 MB' }] },
];
const byId = new Map<string, Folder>();
const index = (folders: Folder[]) =>
  folders.forEach((folder) => {
    byId.set(folder.id, folder);
    index(folder.children ?? []);
  });
index(drive);

export default function FolderDetails() {
  const [selected, setSelected] = React.useState<string | null>('photos');
  const folder = selected ? byId.get(selected) : undefined;

  return (
    <div style={{ height: 260, display: 'flex', flexDirection: 'column' }}>
      <div style={{ height: 180, overflow: 'auto' }}>
        {/* Clicking a label selects it and shows its details; only the chevron opens a folder. */}
        <RichTreeView
          aria-label="Drive"
          items={drive}
          expansionTrigger="iconContainer"
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        />
      </div>
      <Paper variant="outlined" sx={{ height: 80, p: 1.5, boxSizing: 'border-box' }}>
        <Typography component="p" variant="subtitle2">{folder?.label ?? 'No folder selected'}</Typography>
        <Typography variant="body2" color="text.secondary">
          {folder ? `${folder.size} · ${folder.children?.length ?? 0} subfolders` : 'Select a folder.'}
        </Typography>
      </Paper>
    </div>
  );
}
