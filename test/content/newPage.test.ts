import { describe, expect, it } from 'vitest';
import { groupPathnameFor, insertNavEntry, markdownTemplate } from '@/scripts/new-page';

const SOURCE = `const pages = [
  {
    pathname: '/x/react-data-grid-group',
    title: 'Data Grid',
    children: [
      { pathname: '/x/react-data-grid', title: 'Overview' },
      { pathname: '/x/react-data-grid/sorting', title: 'Sorting' },
      {
        pathname: '/x/api/data-grid-group',
        title: 'API reference',
        children: [{ pathname: '/x/api/data-grid', title: 'Index' }],
      },
    ],
  },
  {
    pathname: '/x/introduction-group',
    title: 'Introduction',
    children: [
      { pathname: '/x/introduction', title: 'Overview' },
      { pathname: '/x/introduction/support', title: 'Support' }
    ],
  },
];
`;

describe('insertNavEntry', () => {
  it('adds the page before the product API reference', () => {
    const updated = insertNavEntry(SOURCE, '/x/react-data-grid-group', '/x/react-data-grid/my-feature', "Rock 'n' roll");
    expect(updated).toContain(
      "      { pathname: '/x/react-data-grid/sorting', title: 'Sorting' },\n" +
        "      { pathname: '/x/react-data-grid/my-feature', title: 'Rock \\'n\\' roll' },\n" +
        '      {\n        pathname: \'/x/api/data-grid-group\',',
    );
  });

  it('appends at the end of a group, adding a missing comma', () => {
    const updated = insertNavEntry(SOURCE, '/x/introduction-group', '/x/introduction/faq', 'FAQ');
    expect(updated).toContain(
      "      { pathname: '/x/introduction/support', title: 'Support' },\n      { pathname: '/x/introduction/faq', title: 'FAQ' },\n    ],",
    );
  });

  it('fails clearly for an unknown group', () => {
    expect(() => insertNavEntry(SOURCE, '/x/nope-group', '/x/nope/a', 'A')).toThrow('no group "/x/nope-group"');
  });
});

describe('insertNavEntry with a generated API group', () => {
  it('adds the page before apiGroup(...)', () => {
    const source = `const pages = [\n  {\n    pathname: '/x/react-charts-group',\n    title: 'Charts',\n    children: [\n      { pathname: '/x/react-charts', title: 'Overview' },\n      apiGroup('charts'),\n    ],\n  },\n];\n`;
    expect(insertNavEntry(source, '/x/react-charts-group', '/x/react-charts/radar', 'Radar')).toContain(
      "      { pathname: '/x/react-charts', title: 'Overview' },\n      { pathname: '/x/react-charts/radar', title: 'Radar' },\n      apiGroup('charts'),",
    );
  });
});

describe('groupPathnameFor', () => {
  it.each([
    ['/x/react-data-grid/my-feature', '/x/react-data-grid-group'],
    ['/x/react-charts/radar', '/x/react-charts-group'],
    ['/x/introduction/faq', '/x/introduction-group'],
    ['/x/migration/migration-x', '/x/migration-group'],
  ])('%s -> %s', (pathname, group) => {
    expect(groupPathnameFor(pathname)).toBe(group);
  });
});

describe('markdownTemplate', () => {
  it('starts with valid front matter', () => {
    expect(markdownTemplate('Data Grid - My feature', 'How to use my feature.')).toMatch(
      /^---\ntitle: Data Grid - My feature\ndescription: How to use my feature.\n---\n/,
    );
  });
});
