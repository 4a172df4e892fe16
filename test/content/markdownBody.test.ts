import { describe, expect, it } from 'vitest';
import { outsideIslands } from '@/src/content/build/styles';

describe('outsideIslands', () => {
  it('keeps prose styles out of islands (demos, the theme builder)', () => {
    expect(
      Object.keys(
        outsideIslands({
          '& p, & ul': {},
          '& li + li': {},
          '& :not(pre) > code': {},
          '& :is(h2, h3):hover .anchor-link, & li:last-child > :is(ul, ol)': {},
          '& > :first-child': {},
          '& .island[data-island="demo"]': {},
          '.dark &': {},
          fontSize: '1rem',
        }),
      ),
    ).toEqual([
      '& p:not(.island *), & ul:not(.island *)',
      '& li + li:not(.island *)',
      '& :not(pre) > code:not(.island *)',
      // Commas inside :is() do not split the selector.
      '& :is(h2, h3):hover .anchor-link:not(.island *), & li:last-child > :is(ul, ol):not(.island *)',
      '& > :first-child',
      '& .island[data-island="demo"]',
      '.dark &',
      'fontSize',
    ]);
  });
});
