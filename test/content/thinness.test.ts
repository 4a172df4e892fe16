import { describe, expect, it } from 'vitest';
import { missingNavPages, thinness } from '@/scripts/content/thinness';

const page = (words: number, demos: number) => ({ words, demos, codeBlocks: 0 });

describe('thinness', () => {
  it.each([
    { name: 'a full feature page', pathname: '/x/react-data-grid/sorting', stats: page(450, 2), planned: false, expected: [] },
    { name: 'too few words', pathname: '/x/react-data-grid/sorting', stats: page(299, 3), planned: false, expected: ['under 300 words'] },
    { name: 'one demo', pathname: '/x/react-charts/bars', stats: page(600, 1), planned: false, expected: ['1 of 2 demos'] },
    { name: 'both problems', pathname: '/x/react-charts/bars', stats: page(10, 0), planned: false, expected: ['under 300 words', '0 of 2 demos'] },
    { name: 'a Data Grid page with one demo', pathname: '/x/react-data-grid/row-ordering', stats: page(700, 1), planned: false, expected: ['1 of 2 demos'] },
    { name: 'a Data Grid page just under the minimum', pathname: '/x/react-data-grid/export', stats: page(299, 2), planned: false, expected: ['under 300 words'] },
    { name: 'a planned Data Grid page', pathname: '/x/react-data-grid/pivoting', stats: page(150, 0), planned: true, expected: [] },
    { name: 'a planned page', pathname: '/x/react-charts/radar', stats: page(120, 0), planned: true, expected: [] },
    { name: 'a migration guide needs no demo', pathname: '/x/migration/migration-data-grid-v6', stats: page(900, 0), planned: false, expected: [] },
    { name: 'an FAQ needs no demo', pathname: '/x/react-data-grid/faq', stats: page(900, 0), planned: false, expected: [] },
    { name: 'the tree view Pro page runs 7.22.1 and needs its demos', pathname: '/x/react-tree-view/rich-tree-view/ordering', stats: page(700, 0), planned: false, expected: ['0 of 2 demos'] },
    { name: 'a charts Pro page runs 7.23.2 and needs its demos', pathname: '/x/react-charts/heatmap', stats: page(700, 0), planned: false, expected: ['0 of 2 demos'] },
  ])('$name', ({ pathname, stats, planned, expected }) => {
    expect(thinness(stats, { pathname, planned })).toEqual(expected);
  });

  it.each([
    { name: 'as many demos as the published page', demos: 5, publishedDemos: 5, fewerDemos: undefined, expected: [] },
    { name: 'more demos than the published page', demos: 7, publishedDemos: 5, fewerDemos: undefined, expected: [] },
    { name: 'fewer demos, no reason', demos: 4, publishedDemos: 5, fewerDemos: undefined, expected: ['4 of the published page\'s 5 demos (say why in "fewerDemos")'] },
    { name: 'fewer demos, with the reason', demos: 4, publishedDemos: 5, fewerDemos: 'One grid shows the four modes.', expected: [] },
    { name: 'a page the published docs do not list', demos: 3, publishedDemos: undefined, fewerDemos: undefined, expected: [] },
  ])('published parity: $name', ({ demos, publishedDemos, fewerDemos, expected }) => {
    const rules = { pathname: '/x/react-data-grid/sorting', planned: false, publishedDemos, fewerDemos };
    expect(thinness(page(600, demos), rules)).toEqual(expected);
  });
});

describe('missingNavPages', () => {
  const published = ['/x/react-data-grid', '/x/react-data-grid/demo', '/x/react-data-grid/column-groups', '/x/react-data-grid/faq'];

  it.each([
    { name: 'every published page is in the nav', ours: ['/x/react-data-grid', '/x/react-data-grid/faq', '/x/react-data-grid/demo', '/x/react-data-grid/column-groups', '/x/extra'], expected: [] },
    { name: 'a missing page is named', ours: ['/x/react-data-grid', '/x/react-data-grid/demo', '/x/react-data-grid/faq'], expected: ['/x/react-data-grid/column-groups'] },
    { name: 'missing pages keep the published order', ours: ['/x/react-data-grid/demo'], expected: ['/x/react-data-grid', '/x/react-data-grid/column-groups', '/x/react-data-grid/faq'] },
    { name: 'a trailing slash is the same page', ours: ['/x/react-data-grid/', '/x/react-data-grid/demo/', '/x/react-data-grid/column-groups', '/x/react-data-grid/faq'], expected: [] },
  ])('$name', ({ ours, expected }) => {
    expect(missingNavPages(published, ours)).toEqual(expected);
  });
});
