import * as React from 'react';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Photo {
  id: string;
  label: string;
  sizeMb?: number;
  children?: Photo[];
}

const album: Photo[] = [
  {
    id: 'june',
    label: 'June',
    children: [
      { id: 'p1', label: 'Harbour at dawn', sizeMb: 4.2 },
      { id: 'p2', label: 'Market stalls', sizeMb: 3.1 },
      { id: 'p3', label: 'Old bridge', sizeMb: 5.6 },
    ],
  },
  {
    id: 'july',
    label: 'July',
    children: [
      { id: 'p4', label: 'Festival lights', sizeMb: 6.3 },
      { id: 'p5', label: 'Quiet street', sizeMb: 2.8 },
    ],
  },
];

const photoSizes = new Map(album.flatMap((month) => month.children ?? []).map((photo) => [photo.id, photo.sizeMb ?? 0]));

// Ctrl or ⌘ + click adds a photo, Shift + click selects a range, Ctrl + A selects every visible item.
export default function MultiSelection() {
  const [selected, setSelected] = React.useState<string[]>(['p2']);
  const photos = selected.filter((id) => photoSizes.has(id));
  const total = photos.reduce((sum, id) => sum + (photoSizes.get(id) ?? 0), 0);

  return (
    <div style={{ height: 300, display: 'flex', flexDirection: 'column' }}>
      <div style={{ height: 250, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Photo album"
          items={album}
          multiSelect
          defaultExpandedItems={['june', 'july']}
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        />
      </div>
      <Typography variant="body2" sx={{ height: 50, lineHeight: '50px' }} noWrap>
        {photos.length} photos to download, {total.toFixed(1)} MB
      </Typography>
    </div>
  );
}
