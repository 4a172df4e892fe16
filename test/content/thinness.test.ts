import { describe, expect, it } from 'vitest';
import { thinness } from '@/scripts/content/thinness';

const page = (words: number, demos: number) => ({ words, demos, codeBlocks: 0 });

describe('thinness', () => {
  it.each([
    { name: 'a full feature page', pathname: '/x/react-data-grid/sorting', stats: page(450, 2), planned: false, expected: [] },
    { name: 'too few words', pathname: '/x/react-data-grid/sorting', stats: page(299, 3), planned: false, expected: ['under 300 words'] },
    { name: 'one demo', pathname: '/x/react-charts/bars', stats: page(600, 1), planned: false, expected: ['1 of 2 demos'] },
    { name: 'both problems', pathname: '/x/react-charts/bars', stats: page(10, 0), planned: false, expected: ['under 300 words', '0 of 2 demos'] },
    { name: 'a planned page', pathname: '/x/react-charts/radar', stats: page(120, 0), planned: true, expected: [] },
    { name: 'a migration guide needs no demo', pathname: '/x/migration/migration-data-grid-v6', stats: page(900, 0), planned: false, expected: [] },
    { name: 'an FAQ needs no demo', pathname: '/x/react-data-grid/faq', stats: page(900, 0), planned: false, expected: [] },
    { name: 'an unpublished Pro package', pathname: '/x/react-charts/heatmap', stats: page(700, 0), planned: false, expected: [] },
    { name: 'but still needs its words', pathname: '/x/react-charts/heatmap', stats: page(100, 0), planned: false, expected: ['under 300 words'] },
  ])('$name', ({ pathname, stats, planned, expected }) => {
    expect(thinness(stats, { pathname, planned })).toEqual(expected);
  });
});
