import { describe, expect, it, vi } from 'vitest';
import { AD } from '@/src/config/constants';
import { fetchInlineAd, firstUsableAd, impressionPixelUrls } from '@/src/ads/inlineAd';

const USABLE = {
  company: 'Acme',
  description: 'Fast builds.',
  image: 'https://cdn.example/acme.png',
  statlink: 'https://ads.example/click/1',
  statimp: 'https://ads.example/imp/1',
  pixel: 'https://p.example/a?t=[timestamp]||https://p.example/b?ts=[timestamp]',
  timestamp: '1700000000',
};

const answer = (body: unknown) => ({ ok: true, json: async () => body });

describe('fetchInlineAd', () => {
  it('returns the first ad with a body and a statlink', async () => {
    const fetcher = vi.fn(async () => answer([{}, { company: 'No link' }, USABLE, { ...USABLE, company: 'Second' }]));
    await expect(fetchInlineAd('https://ads.example/list.json', fetcher)).resolves.toMatchObject({ company: 'Acme' });
    expect(fetcher).toHaveBeenCalledWith('https://ads.example/list.json');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('asks again until an answer is usable', async () => {
    const fetcher = vi
      .fn()
      .mockResolvedValueOnce(answer([]))
      .mockResolvedValueOnce(answer([{}]))
      .mockResolvedValueOnce(answer([USABLE]));
    await expect(fetchInlineAd('u', fetcher)).resolves.toMatchObject({ statlink: USABLE.statlink });
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('gives up after ten unusable answers', async () => {
    const fetcher = vi.fn(async () => answer([{}, { statlink: '' }]));
    await expect(fetchInlineAd('u', fetcher)).resolves.toBeNull();
    expect(fetcher).toHaveBeenCalledTimes(AD.maxFetchAttempts);
  });

  it.each([
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['malformed JSON', async () => ({ ok: true, json: async () => JSON.parse('{"ads": [') as unknown })],
    ['an error status', async () => ({ ok: false, json: async () => [USABLE] })],
    ['an answer that is not a list', async () => answer({ message: 'nothing' })],
    ['null', async () => answer(null)],
  ])('means no ad at once on %s', async (_, response) => {
    const fetcher = vi.fn(response);
    await expect(fetchInlineAd('u', fetcher)).resolves.toBeNull();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('accepts a list wrapped in an ads field', async () => {
    await expect(fetchInlineAd('u', async () => answer({ ads: [USABLE] }))).resolves.toMatchObject({ company: 'Acme' });
  });
});

describe('firstUsableAd', () => {
  it('turns numeric fields into text and fills missing ones', () => {
    expect(firstUsableAd([{ statlink: 'https://ads.example/c', timestamp: 42 }])).toEqual({
      company: '',
      description: '',
      image: '',
      statlink: 'https://ads.example/c',
      statimp: '',
      pixel: '',
      timestamp: '42',
    });
  });
});

describe('impressionPixelUrls', () => {
  it.each([
    [USABLE.pixel, ['https://p.example/a?t=1700000000', 'https://p.example/b?ts=1700000000']],
    ['https://p.example/one', ['https://p.example/one']],
    ['', []],
    ['https://p.example/a||', ['https://p.example/a']],
    ['javascript:alert(1)||https://p.example/ok', ['https://p.example/ok']],
    ['//p.example/protocol-relative', []],
  ])('%s', (pixel, expected) => {
    expect(impressionPixelUrls({ pixel, timestamp: '1700000000' })).toEqual(expected);
  });
});
