import { describe, expect, it } from 'vitest';
import { navProps } from '@/src/navigation/build/navProps';

describe('navProps (the navigation around a page, as page data)', () => {
  it.each([null, '/x/introduction/licensing', '/x/react-data-grid/sorting', '/x/api/data-grid/data-grid'])(
    'survives JSON for %s, as getStaticProps requires (no undefined values anywhere)',
    (pathname) => {
      const props = navProps(pathname);
      expect(JSON.parse(JSON.stringify(props))).toStrictEqual(props);
    },
  );

  it.each([
    { pathname: '/x/introduction/licensing', prev: '/x/introduction/installation', next: '/x/introduction/support' },
    { pathname: '/x/introduction', prev: null, next: '/x/introduction/installation' },
    { pathname: '/x/not-a-page', prev: null, next: null },
  ])('gives $pathname its neighbours in drawer order', ({ pathname, prev, next }) => {
    const { neighbours } = navProps(pathname);
    expect(neighbours.prev?.pathname ?? null).toBe(prev);
    expect(neighbours.next?.pathname ?? null).toBe(next);
  });
});

describe('navProps: what the shell shows of the page', () => {
  it.each([
    { pathname: '/x/react-data-grid/column-pinning', active: 'Column pinning', plan: 'pro', productId: 'x-data-grid' },
    { pathname: '/x/api/date-pickers/date-field', active: 'DateField', plan: undefined, productId: 'x-date-pickers' },
    { pathname: '/x/introduction/licensing', active: 'Licensing', plan: undefined, productId: null },
    { pathname: null, active: undefined, plan: undefined, productId: null },
  ])('$pathname is "$active" of product $productId', ({ pathname, active, plan, productId }) => {
    const props = navProps(pathname);
    expect(props.active?.title).toBe(active);
    expect(props.active?.plan).toBe(plan);
    expect(props.productId).toBe(productId);
  });

  it("keeps the page's product whole and closes the others", () => {
    const { nav } = navProps('/x/react-data-grid/column-pinning');
    const open = nav.filter((entry) => entry.children && !entry.pruned).map((entry) => entry.title);
    expect(open).toEqual(['Data Grid']);
  });
});
