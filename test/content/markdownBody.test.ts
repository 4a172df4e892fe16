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
      '& > :first-child',
      '& .island[data-island="demo"]',
      '.dark &',
      'fontSize',
    ]);
  });
});
