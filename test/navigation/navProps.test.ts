import { describe, expect, it } from 'vitest';
import { navProps } from '@/src/navigation/build/navProps';

describe('navProps (the navigation tree as page data)', () => {
  it('survives JSON, as getStaticProps requires (no undefined values anywhere in the tree)', () => {
    const props = navProps();
    expect(JSON.parse(JSON.stringify(props))).toStrictEqual(props);
  });
});
