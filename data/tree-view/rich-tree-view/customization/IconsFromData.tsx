import * as React from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import Code from '@mui/icons-material/Code';
import Image from '@mui/icons-material/Image';
import MusicNote from '@mui/icons-material/MusicNote';
import Movie from '@mui/icons-material/Movie';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type FileItem = TreeViewBaseItem<{ id: string; label: string; kind?: 'code' | 'image' | 'audio' | 'video' }>;

const files: FileItem[] = [
  {
    id: 'game',
    label: 'platformer',
    children: [
      { id: 'main', label: 'main.lua', kind: 'code' },
      { id: 'tiles', label: 'tiles.png', kind: 'image' },
      { id: 'jump', label: 'jump.wav', kind: 'audio' },
      { id: 'intro', label: 'intro.mp4', kind: 'video' },
    ],
  },
];

const iconByKind: Record<string, SvgIconComponent> = { code: Code, image: Image, audio: MusicNote, video: Movie };
// `slotProps.item` only receives the id and label, so keep a lookup of the data.
const kindById = new Map(files[0]?.children?.map((file) => [file.id, file.kind]));

export default function IconsFromData() {
  return (
    <div style={{ height: 220, overflow: 'auto' }}>
      <RichTreeView
        aria-label="Game project"
        items={files}
        defaultExpandedItems={['game']}
        slotProps={{
          item: ({ itemId }) => {
            const kind = kindById.get(itemId);
            return kind ? { slots: { icon: iconByKind[kind] } } : {};
          },
        }}
      />
    </div>
  );
}
