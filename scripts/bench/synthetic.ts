/**
 * Synthetic docs pages for `npm run bench:scale`: realistic in shape (front matter, headings,
 * a table, three code blocks, links within the site), deterministic, and grouped in the nav as
 * a large product would be (groups of GROUP_SIZE pages under one top-level group).
 */
import { contentFileFor } from '../content/paths';

export const SYNTHETIC_SECTION = '/x/synthetic';
const GROUP_SIZE = 25;

const FEATURES = ['sorting', 'filtering', 'pagination', 'selection', 'editing', 'export', 'grouping', 'pinning'];
const REAL_LINKS = ['/x/react-data-grid/sorting/', '/x/react-date-pickers/date-picker/', '/x/react-charts/bars/', '/x/react-tree-view/'];

function pad(index: number): string {
  return String(index + 1).padStart(4, '0');
}

export function syntheticPathname(index: number): `/x/${string}` {
  return `${SYNTHETIC_SECTION}/page-${pad(index)}` as `/x/${string}`;
}

export function syntheticTitle(index: number): string {
  const feature = FEATURES[index % FEATURES.length] ?? 'sorting';
  return `Synthetic ${feature} ${pad(index)}`;
}

/** The markdown file of page `index` of `total`: where it goes and what it holds. */
export function syntheticPage(index: number, total: number): { file: string; markdown: string } {
  const feature = FEATURES[index % FEATURES.length] ?? 'sorting';
  const next = syntheticPathname((index + 1) % total);
  const real = REAL_LINKS[index % REAL_LINKS.length] ?? '/x/introduction/';
  const rows = Array.from({ length: 8 }, (_, row) => `| \`${feature}Option${row}\` | \`boolean\` | \`${row % 2 === 0}\` | Turns part ${row} of ${feature} on or off for page ${pad(index)}. |`);
  const markdown = `---
title: ${syntheticTitle(index)}
description: A generated page that measures how the build scales, number ${pad(index)} of ${total}.
---

This page exists to measure the build at scale. It reads like a feature page: it says what the ${feature} feature is for, how to turn it on, which props matter and how it combines with the rest. See also [the next generated page](${next}/) and [a real page](${real}).

## Turning it on

Pass the props below to the component. Each one has a default, so a grid without them behaves as it did before, and each can be changed at run time without remounting the component.

\`\`\`tsx
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [{ field: 'name', width: 160 }, { field: 'score', type: 'number' }];
const rows = [{ id: ${index}, name: 'Row ${pad(index)}', score: ${index % 97} }];

export default function Example${pad(index)}() {
  return <DataGrid rows={rows} columns={columns} />;
}
\`\`\`

## Props

| Name | Type | Default | Description |
| --- | --- | --- | --- |
${rows.join('\n')}

### Controlled state

The state can be controlled: keep it in your component and pass it back with its change handler. The grid then shows what you pass and reports what the reader asks for.

\`\`\`tsx
const [model, setModel] = React.useState<string[]>([]);
<DataGrid rows={rows} columns={columns} onRowSelectionModelChange={(next) => setModel(next as string[])} />;
\`\`\`

## With other features

The ${feature} feature works with the others: its state is part of the grid's state, so it can be exported, restored and reset with them. Only the rows the reader can see are rendered, whatever the size of the data.

\`\`\`bash
npm install @mui/x-data-grid@7.23.6
\`\`\`

## Caveats

- Changing the props on every render costs a recomputation: keep them stable with \`React.useMemo\`.
- Server-side data needs the matching \`*Mode="server"\` prop; read [the sorting page](/x/react-data-grid/sorting/) for the pattern.
`;
  return { file: contentFileFor(syntheticPathname(index)), markdown };
}

/**
 * Source to append to data/pages.ts: a top-level "Synthetic pages" group holding `total` pages
 * in groups of GROUP_SIZE, exported in place of the site's tree.
 */
export function syntheticNavSource(total: number): string {
  const groups: string[] = [];
  for (let start = 0; start < total; start += GROUP_SIZE) {
    const entries = Array.from({ length: Math.min(GROUP_SIZE, total - start) }, (_, offset) => {
      const index = start + offset;
      return `      { pathname: '${syntheticPathname(index)}', title: '${syntheticTitle(index)}' },`;
    });
    groups.push(`    {\n      pathname: '${SYNTHETIC_SECTION}-${start / GROUP_SIZE + 1}-group',\n      title: 'Synthetic group ${start / GROUP_SIZE + 1}',\n      children: [\n${entries.join('\n')}\n      ],\n    },`);
  }
  return `
const syntheticPages: NavEntry = {
  pathname: '${SYNTHETIC_SECTION}-group',
  title: 'Synthetic pages',
  children: [
${groups.join('\n')}
  ],
};

const withSynthetic: readonly NavEntry[] = [...pages, syntheticPages];
`;
}
