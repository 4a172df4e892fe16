// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { SEARCH_FILTERS_KEY } from '@/src/search/config';
import { parseFilterChoice, readFilterChoice, writeFilterChoice } from '@/src/search/filters';
import { pagefindFilters } from '@/src/search/run';

describe('the stored search filters', () => {
  it.each([
    [null, { product: null, plan: null }],
    ['', { product: null, plan: null }],
    ['{"product":"charts","plan":"pro"}', { product: 'charts', plan: 'pro' }],
    ['{"product":"charts"}', { product: 'charts', plan: null }],
    ['{"plan":"community"}', { product: null, plan: 'community' }],
    ['{"product":"spreadsheet","plan":"enterprise"}', { product: null, plan: null }], // unknown values
    ['{"product":42,"plan":["pro"]}', { product: null, plan: null }],
    ['not json', { product: null, plan: null }],
    ['null', { product: null, plan: null }],
    ['"charts"', { product: null, plan: null }],
  ])('%j reads as %j', (stored, expected) => {
    expect(parseFilterChoice(stored)).toEqual(expected);
  });

  afterEach(() => window.sessionStorage.clear());

  it('are kept in sessionStorage, and "All" of both leaves nothing stored', () => {
    writeFilterChoice({ product: 'tree-view', plan: 'premium' });
    expect(window.sessionStorage.getItem(SEARCH_FILTERS_KEY)).toBe('{"product":"tree-view","plan":"premium"}');
    expect(readFilterChoice()).toEqual({ product: 'tree-view', plan: 'premium' });
    writeFilterChoice({ product: null, plan: null });
    expect(window.sessionStorage.getItem(SEARCH_FILTERS_KEY)).toBeNull();
  });
});

describe('the filters Pagefind is given', () => {
  it.each([
    [{ product: null, plan: null }, {}],
    [{ product: 'charts', plan: null }, { product: 'charts' }],
    [{ product: null, plan: 'community' as const }, { plan: 'community' }],
    [{ product: 'data-grid', plan: 'premium' as const }, { product: 'data-grid', plan: 'premium' }],
  ])('%j → %j', (choice, expected) => {
    expect(pagefindFilters(choice)).toEqual(expected);
  });
});
