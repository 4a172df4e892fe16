import { describe, expect, it } from 'vitest';
import { fetchedData, isMissingPageData, isUsablePageData, verdictOf, type PageDataCache } from '@/src/navigation/pageDataCheck';

const URL_A = 'http://localhost/_next/data/b1/x/introduction/licensing.json';

describe('page data that can render a page', () => {
  it.each([
    ['a statically generated page', { pageProps: { title: 'Licensing' }, __N_SSG: true }, true],
    ['empty props', { pageProps: {}, __N_SSG: true }, true],
    ['not JSON (a captive portal page, JSON cut short: Next.js parses them to null)', null, false],
    ['an empty object', {}, false],
    ['props without the SSG mark', { pageProps: {} }, false],
    ['props that are not an object', { pageProps: 'x', __N_SSG: true }, false],
    ['props that are an array', { pageProps: [], __N_SSG: true }, false],
    ['null props', { pageProps: null, __N_SSG: true }, false],
    ['a string', '<html>', false],
  ])('%s: %s', (_, json, usable) => {
    expect(isUsablePageData(json)).toBe(usable);
  });
});

describe("what Next.js's data cache holds for a URL", () => {
  // Made inside each test: a rejected promise made earlier would be reported as unhandled.
  it.each([
    ['usable data', () => ({ [URL_A]: Promise.resolve({ json: { pageProps: {}, __N_SSG: true } }) }), 'usable'],
    ['a body that did not parse', () => ({ [URL_A]: Promise.resolve({ json: null }) }), 'unusable'],
    ['a fetch that failed', () => ({ [URL_A]: Promise.reject(new Error('Failed to load static props')) }), 'none'],
    ['usable data under the URL with the route’s query', () => ({ [`${URL_A}?slug=introduction&slug=licensing`]: Promise.resolve({ json: { pageProps: {}, __N_SSG: true } }) }), 'usable'],
    ['unusable data under the URL with the route’s query', () => ({ [`${URL_A}?slug=introduction&slug=licensing`]: Promise.resolve({ json: null }) }), 'unusable'],
    ['nothing for that URL', () => ({ 'http://localhost/_next/data/b1/x/introduction.json': Promise.resolve({ json: null }) }), 'none'],
    ['no cache at all', () => undefined, 'none'],
  ] as [string, () => PageDataCache | undefined, string][])('%s: %s', async (_, cache, verdict) => {
    expect(verdictOf(await fetchedData(cache(), URL_A))).toBe(verdict);
  });
});

describe('missing page data (a deploy replaced this build id)', () => {
  it.each([
    [404, true],
    [410, true],
    [500, false],
    [503, false],
    [403, false],
  ])('%i: %s', (status, missing) => {
    expect(isMissingPageData(status)).toBe(missing);
  });
});
