import { describe, expect, it } from 'vitest';
import { urlsToWarm } from '@/src/serviceWorker/warmUrls';

describe('urlsToWarm', () => {
  it('keeps the page (without #fragment) and its same-origin build assets, once each', () => {
    expect(
      urlsToWarm('https://mui.com/x/introduction/#licensing', [
        'https://mui.com/_next/static/chunks/a1.js',
        'https://mui.com/_next/static/chunks/a1.js',
        'https://mui.com/_next/static/media/inter.woff2',
        'https://mui.com/_next/data/b1/x/react-charts.json',
        'https://mui.com/favicon.svg',
        'https://ads.example.com/_next/static/chunks/a1.js',
        'https://www.googletagmanager.com/gtag/js?id=G-1',
      ]),
    ).toEqual([
      'https://mui.com/x/introduction/',
      'https://mui.com/_next/static/chunks/a1.js',
      'https://mui.com/_next/static/media/inter.woff2',
      'https://mui.com/_next/data/b1/x/react-charts.json',
    ]);
  });

  it('with no resources, is the page alone', () => {
    expect(urlsToWarm('http://127.0.0.1:4351/x/react-charts/', [])).toEqual(['http://127.0.0.1:4351/x/react-charts/']);
  });
});
