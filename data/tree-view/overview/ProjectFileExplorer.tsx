import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
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

type Kind = 'folder' | 'doc' | 'image' | 'pdf' | 'sheet';
interface Entry {
  id: string;
  name: string;
  kind: Kind;
  size?: string;
  children?: Entry[];
}

const icons: Record<Kind, SvgIconComponent> = {
  folder: FolderOutlined,
  doc: DescriptionOutlined,
  image: ImageOutlined,
  pdf: PictureAsPdfOutlined,
  sheet: TableChartOutlined,
};

const files: Entry[] = [
  {
    id: 'launch',
    name: 'Spring launch',
    kind: 'folder',
    children: [
      { id: 'brief', name: 'Creative brief.docx', kind: 'doc', size: '48 KB' },
      { id: 'budget', name: 'Budget.xlsx', kind: 'sheet', size: '112 KB' },
      {
        id: 'assets',
        name: 'Assets',
        kind: 'folder',
        children: [
          { id: 'hero', name: 'hero-banner.png', kind: 'image', size: '2.4 MB' },
          { id: 'logo', name: 'logo-dark.svg', kind: 'image', size: '9 KB' },
        ],
      },
    ],
  },
  { id: 'contracts', name: 'Contracts', kind: 'folder', children: [{ id: 'nda', name: 'NDA-signed.pdf', kind: 'pdf', size: '310 KB' }] },
];

function renderEntry(entry: Entry) {
  const Icon = icons[entry.kind];
  const label = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
      <Icon fontSize="small" color={entry.kind === 'folder' ? 'primary' : 'action'} />
      <Typography variant="body2" noWrap sx={{ flexGrow: 1 }}>
        {entry.name}
      </Typography>
      {entry.size ? <Typography variant="caption" color="text.secondary">{entry.size}</Typography> : null}
    </Box>
  );
  return (
    <CheckboxItem key={entry.id} itemId={entry.id} label={label}>
      {entry.children?.map(renderEntry)}
    </CheckboxItem>
  );
}

export default function ProjectFileExplorer() {
  return (
    <div style={{ height: 320, overflow: 'auto' }}>
      <SimpleTreeView
        aria-label="Project files"
        checkboxSelection
        multiSelect
        defaultExpandedItems={['launch', 'assets']}
        defaultSelectedItems={['hero', 'logo']}
        sx={{ maxWidth: 480 }}
      >
        {files.map(renderEntry)}
      </SimpleTreeView>
    </div>
  );
}
