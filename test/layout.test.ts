import { describe, expect, it } from 'vitest';
import { pageLayout } from '@/src/layout/pageLayout';

describe('pageLayout', () => {
  it.each([
    ['/playground', 'playground'],
    ['/playground/', 'playground'],
    ['/playground/grid', 'playground'],
    ['/', 'bare'],
    ['/x', 'bare'],
    ['/zh/x', 'bare'],
    ['/x/introduction', 'docs'],
    ['/zh/x/react-data-grid/sorting', 'docs'],
    ['/404', 'docs'],
    ['/playgrounds', 'docs'],
  ])('%s -> %s', (pathname, layout) => {
    expect(pageLayout(pathname)).toBe(layout);
  });
});
