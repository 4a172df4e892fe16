import { describe, expect, it } from 'vitest';
import { demoHeavyGuides, scoreSummary, sweepSample, type SweepCandidate } from '@/scripts/bench/sweepSample';

const guide = (name: string, demos: number, htmlBytes: number, demoOnFirstScreen = false): SweepCandidate => ({
  pathname: `/x/react-data-grid/${name}`,
  kind: 'guide',
  demos,
  htmlBytes,
  demoOnFirstScreen,
});
const api = (name: string, htmlBytes: number): SweepCandidate => ({ pathname: `/x/api/data-grid/${name}`, kind: 'api', demos: 0, htmlBytes, demoOnFirstScreen: false });

const site: SweepCandidate[] = [
  ...Array.from({ length: 60 }, (_, index) => guide(`page-${String(index).padStart(2, '0')}`, index % 15, 50_000 + index * 1000, index % 10 === 0)),
  ...Array.from({ length: 20 }, (_, index) => api(`entry-${index}`, 100_000 + index * 10_000)),
];

describe('the sweep sample', () => {
  const sample = sweepSample(site);
  const urls = sample.map((page) => page.url);

  it('holds at least 40 pages, each once', () => {
    expect(sample.length).toBeGreaterThanOrEqual(40);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('draws from every kind of page', () => {
    const kinds = new Set(sample.map((page) => page.kind));
    for (const kind of ['product overview (demo on the first screen)', 'playground', 'theming page', 'demo-heavy guide', 'prose', 'largest API page', 'Chinese page', 'guide with a demo on the first screen']) {
      expect(kinds).toContain(kind);
    }
    expect(urls).toContain('/x/api/data-grid/entry-19/');
    expect(urls.some((url) => url.startsWith('/zh/'))).toBe(true);
  });

  it('takes the pages with the most demos as the demo-heavy ones', () => {
    const heavy = sample.filter((page) => page.kind === 'demo-heavy guide').map((page) => page.url);
    expect(heavy).toContain('/x/react-data-grid/page-14/');
    expect(heavy).not.toContain('/x/react-data-grid/page-15/');
  });
});

describe('the demo-heavy guides that page changes are timed between', () => {
  it('are the eight with the most demos, even one the sample labels with another kind', () => {
    const withFirstScreenDemo = [...site, guide('demo-up-top', 20, 60_000, true)];
    const heavy = demoHeavyGuides(withFirstScreenDemo);
    expect(heavy).toEqual(['/x/react-data-grid/demo-up-top/', ...['14', '29', '44', '59', '13', '28', '43'].map((index) => `/x/react-data-grid/page-${index}/`)]);
    expect(sweepSample(withFirstScreenDemo).find((page) => page.url === '/x/react-data-grid/demo-up-top/')?.kind).toBe('guide with a demo on the first screen');
  });
});

describe('scoreSummary', () => {
  it.each([
    [[90], { worst: 90, median: 90, p10: 90 }],
    [[100, 80, 90], { worst: 80, median: 90, p10: 80 }],
    [[99, 98, 97, 96, 95, 94, 93, 92, 91, 90, 70], { worst: 70, median: 94, p10: 90 }],
    [[], { worst: 0, median: 0, p10: 0 }],
  ])('of %j is %j', (scores, expected) => {
    expect(scoreSummary(scores)).toEqual(expected);
  });
});
