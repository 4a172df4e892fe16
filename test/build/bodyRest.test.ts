import { describe, expect, it } from 'vitest';
import { BODY_REST_DIR, splitBodyRest } from '@/scripts/build/bodyRest';

const data = (pageProps: Record<string, unknown>) => JSON.stringify({ pageProps, __N_SSG: true });

describe('the page data of a long page keeps its first screen only', () => {
  it('moves the rest of the body to a hashed file the data names', () => {
    const split = splitBodyRest(data({ html: '<p>first</p><p>rest</p>', firstScreen: { end: 12, depth: 0 }, title: 'T' }));
    expect(split).not.toBeNull();
    const parsed = JSON.parse(split?.data ?? '{}');
    expect(parsed.pageProps.html).toBe('<p>first</p>');
    expect(parsed.pageProps.rest).toBe(split?.rest.url);
    expect(parsed.pageProps.title).toBe('T');
    expect(parsed.__N_SSG).toBe(true);
    expect(split?.rest.url).toMatch(new RegExp(`^${BODY_REST_DIR}/[0-9a-f]{20}\\.json$`));
    expect(JSON.parse(split?.rest.text ?? '{}')).toEqual({ html: '<p>rest</p>' });
  });

  it('names the same rest the same way, and another rest another way', () => {
    const a = splitBodyRest(data({ html: '<p>a</p><p>rest</p>', firstScreen: { end: 8, depth: 0 } }));
    const b = splitBodyRest(data({ html: '<p>b</p><p>rest</p>', firstScreen: { end: 8, depth: 0 } }));
    const c = splitBodyRest(data({ html: '<p>a</p><p>other</p>', firstScreen: { end: 8, depth: 0 } }));
    expect(a?.rest.url).toBe(b?.rest.url);
    expect(a?.rest.url).not.toBe(c?.rest.url);
  });

  it.each([
    ['a short page (no split point)', { html: '<p>a</p>', firstScreen: null }],
    ['a split point at the end', { html: '<p>a</p>', firstScreen: { end: 8, depth: 0 } }],
    ['data already split', { html: '<p>a</p>', firstScreen: { end: 4, depth: 0 }, rest: '/x.json' }],
    ['a page without content HTML (the 404 page)', { nav: [] }],
  ])('leaves %s alone', (_label, props) => {
    expect(splitBodyRest(data(props))).toBeNull();
  });
});
