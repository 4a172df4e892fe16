/**
 * The drawer of the Introduction, Data Grid, Date and Time Pickers, Charts, Tree View and Migration
 * sections against the published 7.23.6 navigation (test/fixtures/navigation/full-nav.md, a
 * copy of the spec's full-nav.md): same entries in the same order and groups, same subheaders,
 * labels and markers, and each page's h1 (its front matter title) as published.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiCatalogAt } from '@/data/api/catalogs';
import pages from '@/data/pages';
import { contentFileFor } from '@/scripts/content/paths';
import { pageToTitle } from '@/src/navigation/tree';
import type { NavEntry } from '@/src/navigation/types';

interface Node {
  kind: 'group' | 'subheader' | 'page';
  pathname: string;
  label: string;
  markers: string[];
  children: Node[];
}

interface SpecNode extends Node {
  h1?: string;
  children: SpecNode[];
}

const ENTRY =
  /^(\(group\) )?`([^`]+)`(?: — (\[subheader\] )?(.+?))?(?: \[([a-z,]+)\])?(?: {2}· {2}h1 "(.*)")?$/;

/** Parses the indented list of full-nav.md (two spaces per level) into a tree. */
function parseFullNav(markdown: string): SpecNode[] {
  const root: SpecNode[] = [];
  const stack: { depth: number; node: SpecNode }[] = [];
  for (const line of markdown.split('\n')) {
    const item = /^( *)- (.*)$/.exec(line);
    if (!item) continue;
    const [, indent = '', text = ''] = item;
    const depth = indent.length / 2;
    const match = ENTRY.exec(text);
    if (!match) throw new Error(`full-nav.md: cannot read "${text}"`);
    const [, group, rawPath = '', subheader, label, markers, h1] = match;
    const pathname = rawPath.startsWith('/') ? rawPath.replace(/\/$/, '') : rawPath;
    const kind = subheader ? 'subheader' : group ? 'group' : 'page';
    const node: SpecNode = {
      kind,
      pathname,
      label: label ?? pageToTitle({ pathname }),
      markers: markers ? markers.split(',').sort() : [],
      children: [],
      ...(h1 !== undefined ? { h1 } : {}),
    };
    while ((stack.at(-1)?.depth ?? -1) >= depth) stack.pop();
    (stack.at(-1)?.node.children ?? root).push(node);
    stack.push({ depth, node });
  }
  return root;
}

function markersOf(entry: NavEntry): string[] {
  const markers: string[] = [];
  if (entry.plan) markers.push(entry.plan);
  if (entry.newFeature) markers.push('new');
  if (entry.planned) markers.push('planned');
  if (entry.unstable) markers.push('unstable');
  return markers.sort();
}

/**
 * The site's tree in the same shape; an API group's leading "Index" page (an addition the spec
 * allows) is left out where the spec has none, and so are the generated catalogs of an API group
 * (data/api/catalogs.ts: the Data Grid's events and selectors, which the published site shows
 * inside guide pages).
 */
function fromSite(entry: NavEntry, spec: SpecNode | undefined): Node {
  const kind = entry.subheader ? 'subheader' : entry.children ? 'group' : 'page';
  let children = (entry.children ?? []).filter((child) => !apiCatalogAt(child.pathname));
  const first = children[0];
  const specHasIndex = spec?.children[0]?.label === 'Index';
  if (/^\/x\/api\/[a-z-]+-group$/.test(entry.pathname) && first?.title === 'Index' && !specHasIndex) {
    children = children.slice(1);
  }
  return {
    kind,
    pathname: entry.pathname,
    label: pageToTitle(entry),
    markers: markersOf(entry),
    children: children.map((child, index) => fromSite(child, spec?.children[index])),
  };
}

function withoutH1(node: SpecNode): Node {
  return {
    kind: node.kind,
    pathname: node.pathname,
    label: node.label,
    markers: node.markers,
    children: node.children.map(withoutH1),
  };
}

const spec = parseFullNav(readFileSync(path.join(__dirname, '../fixtures/navigation/full-nav.md'), 'utf8'));

const SECTIONS = [
  '/x/introduction-group',
  '/x/react-data-grid-group',
  '/x/react-date-pickers-group',
  '/x/react-charts-group',
  '/x/react-tree-view-group',
  '/x/migration-group',
];

describe('parseFullNav', () => {
  it('reads groups, subheaders, labels, markers and titles', () => {
    const tree = parseFullNav(
      [
        '- (group) `/x/a-group` — A [pro]',
        '  - `/x/a/` — Overview  ·  h1 "A"',
        '  - (group) `/x/a/sub` — [subheader] Sub',
        '    - `/x/a/two-words/` [pro,planned]  ·  h1 "Two"',
        '- `/x/b/`  ·  h1 "B"',
      ].join('\n'),
    );
    expect(tree).toEqual([
      {
        kind: 'group',
        pathname: '/x/a-group',
        label: 'A',
        markers: ['pro'],
        children: [
          { kind: 'page', pathname: '/x/a', label: 'Overview', markers: [], children: [], h1: 'A' },
          {
            kind: 'subheader',
            pathname: '/x/a/sub',
            label: 'Sub',
            markers: [],
            children: [{ kind: 'page', pathname: '/x/a/two-words', label: 'Two words', markers: ['planned', 'pro'], children: [], h1: 'Two' }],
          },
        ],
      },
      { kind: 'page', pathname: '/x/b', label: 'B', markers: [], children: [], h1: 'B' },
    ]);
  });

  it('fails on a line it cannot read', () => {
    expect(() => parseFullNav('- something else')).toThrow('cannot read "something else"');
  });
});

describe.each(SECTIONS)('the %s section of data/pages.ts', (pathname) => {
  const published = spec.find((node) => node.pathname === pathname);
  const ours = pages.find((entry) => entry.pathname === pathname);

  it('has the published entries, order, groups, subheaders, labels and markers', () => {
    expect(published).toBeDefined();
    expect(ours).toBeDefined();
    if (!published || !ours) return;
    expect(fromSite(ours, published)).toEqual(withoutH1(published));
  });

  it('gives each page the published h1', () => {
    const titles: { pathname: string; h1: string }[] = [];
    const collect = (node: SpecNode) => {
      if (node.kind === 'page' && node.h1 !== undefined) titles.push({ pathname: node.pathname, h1: node.h1 });
      node.children.forEach(collect);
    };
    if (published) collect(published);
    const plain = (text: string) => text.replace(/\u00a0/g, ' ').trim();
    const actual = titles.map(({ pathname: page }) => {
      const markdown = readFileSync(path.join(process.cwd(), contentFileFor(page)), 'utf8');
      const title = /^title: (.*)$/m.exec(markdown)?.[1] ?? '';
      return { pathname: page, h1: plain(title.replace(/^(['"])(.*)\1$/, '$2')) };
    });
    // The published "Charts - Radar " and "Charts - Treemap " end with a stray space, and
    // "MUI X" is written with a no-break space in some titles: compared as plain spaces.
    expect(actual).toEqual(titles.map(({ pathname: page, h1 }) => ({ pathname: page, h1: plain(h1) })));
  });
});

it('keeps the theme builder in Common concepts', () => {
  const common = pages.find((entry) => entry.pathname === '/x/common-concepts-group');
  expect(common?.children?.map((child) => child.pathname)).toContain('/x/common-concepts/theming');
});
