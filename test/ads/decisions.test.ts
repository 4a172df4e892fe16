import { describe, expect, it } from 'vitest';
import { AD } from '@/src/config/constants';
import { AD_SHAPE_SESSION_KEY, adEventLabel, adShapeForSession, blockedFallback, isBot, pickInHouseAd } from '@/src/ads/decisions';
import { IN_HOUSE_ADS } from '@/src/ads/inHouseAds';
import { pageShowsAds } from '@/src/ads/pagePolicy';

const justBelow = (share: number) => share - 1e-9;

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('isBot', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0)', true],
    ['Some Crawler/1.0', true],
    ['Baiduspider', true],
    ['a ROBOT', true],
    ['crawling agent', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36', false],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1', false],
  ])('%s -> %s', (userAgent, expected) => {
    expect(isBot(userAgent)).toBe(expected);
  });
});

describe('pageShowsAds', () => {
  it.each([
    ['/x/react-data-grid/sorting', undefined, true],
    ['/x/api/data-grid/data-grid', undefined, true],
    ['/x/react-data-grid', undefined, false],
    ['/x/react-charts/', undefined, false],
    ['/x/introduction', undefined, false],
    ['/x/introduction/licensing', undefined, true],
    ['/x/react-data-grid/column-pinning', 'pro', false],
    ['/x/react-data-grid/aggregation', 'premium', false],
  ] as const)('%s (plan %s) -> %s', (pathname, plan, expected) => {
    expect(pageShowsAds(pathname, plan)).toBe(expected);
  });
});

describe('adShapeForSession', () => {
  it.each([
    [0, 'inline'],
    [justBelow(AD.inlineShapeShare), 'inline'],
    [AD.inlineShapeShare, 'image'],
    [0.99, 'image'],
  ] as const)('draws %f -> %s and keeps it for the session', (draw, shape) => {
    const storage = memoryStorage();
    expect(adShapeForSession(storage, () => draw)).toBe(shape);
    expect(storage.values.get(AD_SHAPE_SESSION_KEY)).toBe(shape);
    // Later pages of the session reuse the choice whatever they draw.
    expect(adShapeForSession(storage, () => (shape === 'inline' ? 0.9 : 0))).toBe(shape);
  });

  it('ignores a corrupt stored value and decides again', () => {
    expect(adShapeForSession(memoryStorage({ [AD_SHAPE_SESSION_KEY]: 'banner' }), () => 0.5)).toBe('image');
  });

  it('decides without storage, and survives storage that throws', () => {
    expect(adShapeForSession(null, () => 0.1)).toBe('inline');
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(adShapeForSession(throwing, () => 0.1)).toBe('inline');
  });
});

describe('blockedFallback', () => {
  it.each([
    [0, 'adblock-message'],
    [justBelow(AD.adblockMessageShare), 'adblock-message'],
    [AD.adblockMessageShare, 'in-house'],
    [0.75, 'in-house'],
  ] as const)('draw %f -> %s', (draw, kind) => {
    expect(blockedFallback(draw, 0).kind).toBe(kind);
  });
});

describe('pickInHouseAd', () => {
  it.each([
    [0, 'scaffoldhub'],
    [0.2, 'templates'],
    [0.4, 'themes'],
    [0.6, 'tidelift'],
    [0.8, 'figma'],
    [0.999999, 'figma'],
  ])('draw %f -> %s', (draw, id) => {
    expect(pickInHouseAd(draw).id).toBe(id);
  });

  it('has the five in-house ads, each complete with a 130 x 100 image', () => {
    expect(IN_HOUSE_ADS.map((ad) => ad.id)).toEqual(['scaffoldhub', 'templates', 'themes', 'tidelift', 'figma']);
    for (const ad of IN_HOUSE_ADS) {
      expect(ad.link).toMatch(/^https:\/\//);
      expect(ad.img).toMatch(/^\/static\/ads\/.+\.svg$/);
      expect(ad.name && ad.description && ad.poweredby && ad.label).toBeTruthy();
    }
  });
});

describe('adEventLabel', () => {
  it('joins kind, placement and shape', () => {
    expect(adEventLabel('in-house-adblock', 'body-top', 'image')).toBe('in-house-adblock-body-top-image');
  });
});
