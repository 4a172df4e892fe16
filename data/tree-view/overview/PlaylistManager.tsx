import * as React from 'react';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, TreeItem2Checkbox, type TreeItem2Props } from '@mui/x-tree-view/TreeItem2';

// Material UI's Checkbox puts `aria-*` props on its outer span: hand the name to the input.
const NamedCheckbox = React.forwardRef(function NamedCheckbox(
  { 'aria-labelledby': labelledBy, ...other }: React.ComponentProps<typeof TreeItem2Checkbox>,
  ref: React.Ref<HTMLButtonElement>,
) {
  return <TreeItem2Checkbox {...other} ref={ref} inputProps={{ 'aria-labelledby': labelledBy }} />;
});

// The default checkbox has no accessible name: this item names it after its own label.
const CheckboxItem = React.forwardRef(function CheckboxItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  const labelId = React.useId();
  return (
    <TreeItem2
      {...props}
      ref={ref}
      slots={{ checkbox: NamedCheckbox }}
      slotProps={{ label: { id: labelId }, checkbox: { 'aria-labelledby': labelId } }}
    />
  );
});

interface Entry {
  id: string;
  title: string;
  unavailable?: boolean;
  children?: Entry[];
}

const library: Entry[] = [
  {
    id: 'road-trip',
    title: 'Road trip',
    children: [
      { id: 'song-1', title: 'Open highway' },
      { id: 'song-2', title: 'Gas station at dawn' },
      { id: 'song-3', title: 'Region-locked single', unavailable: true },
    ],
  },
  { id: 'rainy-day', title: 'Rainy day', children: [{ id: 'song-4', title: 'Window seat' }] },
];

// Stable callbacks, defined once: the data shape is mapped, not reshaped.
const getId = (entry: Entry) => entry.id;
const getTitle = (entry: Entry) => entry.title;
const isUnavailable = (entry: Entry) => entry.unavailable === true;
const isSong = (entry: Entry) => !entry.children;

// Songs only: checking a playlist selects its own item too, which the count leaves out.
const songIds = new Set(library.flatMap((playlist) => (playlist.children ?? []).map(getId)));

export default function PlaylistManager() {
  const [queued, setQueued] = React.useState<string[]>(['song-1']);
  const songs = queued.filter((id) => songIds.has(id)).length;

  return (
    <div style={{ height: 300, display: 'flex', flexDirection: 'column' }}>
      <div style={{ height: 250, overflow: 'auto' }}>
        <RichTreeView
          aria-label="Playlists"
          items={library}
          getItemId={getId}
          getItemLabel={getTitle}
          isItemDisabled={isUnavailable}
          multiSelect
          checkboxSelection
          slots={{ item: CheckboxItem }}
          selectedItems={queued}
          onSelectedItemsChange={(_event, itemIds) => setQueued(itemIds)}
          defaultExpandedItems={['road-trip']}
          experimentalFeatures={{ labelEditing: true }}
          isItemEditable={isSong}
        />
      </div>
      <Typography variant="body2" noWrap sx={{ height: 50, lineHeight: '50px' }}>
        Queue: {songs} song{songs === 1 ? '' : 's'} (double-click to rename)
      </Typography>
    </div>
  );
}
