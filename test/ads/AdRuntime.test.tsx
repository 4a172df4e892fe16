// @vitest-environment jsdom
import { act, cleanup, render, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { AdProvider } from '@/src/ads/AdProvider';
import { useAdConfig } from '@/src/ads/useAdConfig';
import AdRuntime from '@/src/ads/AdRuntime';
import type { AdConfig } from '@/src/ads/config';
import { AD } from '@/src/config/constants';
import { DocsProvider, useDocsConfig } from '@/src/config/DocsProvider';
import { I18nProvider } from '@/src/i18n/I18nProvider';
import en from '@/translations/ads.json';

/** Randomness that returns the given draws in order (then 0.99: no further branch taken). */
function draws(...values: number[]): () => number {
  const queue = [...values];
  return () => queue.shift() ?? 0.99;
}

const NO_NETWORK = { scriptUrl: '', endpoint: '' };
const IMAGE = 0.5;
const INLINE = 0.1;

function renderSlot(config: Partial<AdConfig>) {
  return render(
    <I18nProvider language="en">
      <AdProvider config={config}>
        <AdRuntime />
      </AdProvider>
    </I18nProvider>,
  );
}

const root = (container: HTMLElement) => container.querySelector('.ad-root') as HTMLElement;

describe('contexts used outside their providers', () => {
  it.each<[string, () => unknown, string]>([
    ['useAdConfig', () => useAdConfig(), 'Could not find docs ad config context value; please ensure the component is wrapped in a <AdProvider>'],
    ['useDocsConfig', () => useDocsConfig(), 'Could not find docs config context value; please ensure the component is wrapped in a <DocsProvider>'],
  ])('%s throws the documented error', (_, hook, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(hook)).toThrow(message);
  });

  it('both give their configuration inside the providers', () => {
    const { result } = renderHook(() => [useAdConfig().placement, useDocsConfig().languages], {
      wrapper: ({ children }) => (
        <DocsProvider>
          <AdProvider config={{ placement: 'side' }}>{children}</AdProvider>
        </DocsProvider>
      ),
    });
    expect(result.current).toEqual(['side', ['en', 'zh']]);
  });
});

describe('AdRuntime', () => {
  const gtag = vi.fn();
  let fetchSpy: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers();
    window.sessionStorage.clear();
    gtag.mockReset();
    window.gtag = gtag;
    fetchSpy = vi.fn(async () => ({ ok: true, json: async () => [] }));
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('without any ad configuration, shows an in-house ad at once and contacts no network', () => {
    const { container } = renderSlot({ ...NO_NETWORK, random: draws(IMAGE, 0.5, 0.6) });
    expect(root(container).dataset.gaEventLabel).toBe('in-house-body-top-image');
    expect(root(container).dataset.gaEventAction).toBe('click');
    const link = container.querySelector('a.ad-description') as HTMLAnchorElement;
    expect(link.href).toContain('tidelift.com');
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener sponsored');
    expect(container.querySelector('img')?.getAttribute('width')).toBe(String(AD.imageWidthPx));
    vi.advanceTimersByTime(AD.pollIntervalMs * AD.maxPolls);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(document.querySelector('script')).toBeNull();
  });

  it('shows the please-disable-adblock message for a draw just below 20%', () => {
    const { container } = renderSlot({ ...NO_NETWORK, random: draws(IMAGE, AD.adblockMessageShare - 1e-9, 0) });
    expect(root(container).dataset.gaEventLabel).toBe('in-house-adblock-body-top-image');
    for (const key of ['ad.likeMui', 'ad.adblock', 'ad.thanks', 'ad.publisher'] as const) {
      expect(container.textContent).toContain(en[key]);
    }
  });

  it('leaves the slot empty for a bot', () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1)');
    const { container } = renderSlot({ ...NO_NETWORK, random: draws(IMAGE, 0.5, 0.5) });
    expect(root(container).textContent).toBe('');
    // An empty slot is not an ad: nothing in it can report an ad click or display.
    expect(container.querySelector('[data-ga-event-category]')).toBeNull();
    expect(root(container).dataset.gaEventAction).toBeUndefined();
    expect(root(container).dataset.gaEventLabel).toBeUndefined();
  });

  it('injects the network script after a short timeout and keeps the network ad it finds at poll 3', () => {
    const { container } = renderSlot({ scriptUrl: 'https://ads.example/network.js', endpoint: '', random: draws(IMAGE, 0.5, 0.5) });
    expect(container.querySelector('script')).toBeNull();
    act(() => vi.advanceTimersByTime(AD.scriptDelayMs));
    const script = container.querySelector('script') as HTMLScriptElement;
    expect(script.src).toBe('https://ads.example/network.js');
    // What the network's script does: put its element next to itself.
    script.insertAdjacentHTML('afterend', '<div id="carbonads"><a href="https://ads.example/click">Fast CI</a></div>');
    act(() => vi.advanceTimersByTime(AD.pollIntervalMs * 2 - AD.scriptDelayMs));
    expect(root(container).dataset.gaEventLabel).toBe('carbon-body-top-image');
    expect(container.querySelector('#carbonads')?.textContent).toBe('Fast CI');
  });

  it('falls back when the network script never delivers: blocked after the 7th poll', () => {
    const { container } = renderSlot({ scriptUrl: 'https://ads.example/network.js', endpoint: '', random: draws(IMAGE, 0.9, 0) });
    act(() => vi.advanceTimersByTime(AD.pollIntervalMs * 5));
    expect(root(container).dataset.adState).toBe('pending');
    expect(root(container).dataset.gaEventCategory).toBeUndefined();
    act(() => vi.advanceTimersByTime(AD.pollIntervalMs));
    expect(root(container).dataset.adState).toBe('blocked');
    expect(root(container).dataset.gaEventLabel).toBe('in-house-body-top-image');
    expect(container.querySelector('a.ad-description')?.getAttribute('href')).toContain('scaffoldhub');
  });

  it('shows an in-house ad when the network only serves the backers link', () => {
    const backersLink = 'https://example.com/backers/';
    const { container } = renderSlot({ scriptUrl: 'https://ads.example/network.js', endpoint: '', backersLink, random: draws(IMAGE, 0.5, 0.2) });
    act(() => vi.advanceTimersByTime(AD.scriptDelayMs));
    container.querySelector('script')?.insertAdjacentHTML('afterend', `<div id="carbonads"><a href="${backersLink}">Backers</a></div>`);
    act(() => vi.advanceTimersByTime(AD.pollIntervalMs));
    expect(root(container).dataset.gaEventLabel).toBe('in-house-carbon-body-top-image');
    expect(container.querySelector('#carbonads')).toBeNull();
  });

  it.each([
    ['just below the ratio', AD.displaySampleRatio - 1e-9, 1],
    ['at the ratio', AD.displaySampleRatio, 0],
  ])('sends the display event 2.5 s after display for a draw %s', (_, draw, sent) => {
    renderSlot({ ...NO_NETWORK, random: draws(IMAGE, 0.5, 0.5, draw) });
    act(() => vi.advanceTimersByTime(AD.displayEventDelayMs - 1));
    expect(gtag).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(gtag).toHaveBeenCalledTimes(sent);
    if (sent) {
      expect(gtag).toHaveBeenCalledWith('event', 'ad', { eventAction: 'display', eventLabel: 'in-house-body-top-image' });
    }
  });

  it('fetches an inline ad for the inline shape, sanitises it and requests its pixels', async () => {
    fetchSpy.mockResolvedValue({
      ok: true,
      json: async () => [
        {
          company: 'Acme',
          description: 'Builds <img src=x onerror="alert(1)">fast.',
          image: 'https://cdn.example/a.png',
          statlink: 'https://ads.example/click',
          pixel: 'https://p.example/a?t=[timestamp]||https://p.example/b?t=[timestamp]',
          timestamp: '99',
        },
      ],
    });
    const images: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(value: string) {
          images.push(value);
        }
      },
    );
    const { container } = renderSlot({ scriptUrl: '', endpoint: 'https://ads.example/inline.json', random: draws(INLINE, 0.5, 0.5) });
    // The answer arrives and renders, then the next poll finds it.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    act(() => vi.advanceTimersByTime(AD.pollIntervalMs));
    expect(fetchSpy).toHaveBeenCalledWith('https://ads.example/inline.json');
    expect(root(container).dataset.gaEventLabel).toBe('carbon-body-top-inline');
    const description = container.querySelector('.ad-description') as HTMLAnchorElement;
    expect(description.href).toBe('https://ads.example/click');
    expect(description.innerHTML).toBe('<strong>Acme</strong>. Builds <img>fast.');
    expect(images).toEqual(['https://p.example/a?t=99', 'https://p.example/b?t=99']);
  });

  it('requests no pixel when the browser sends Global Privacy Control', async () => {
    Object.defineProperty(window.navigator, 'globalPrivacyControl', { value: true, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(window.navigator, 'globalPrivacyControl');
    });
    fetchSpy.mockResolvedValue({ ok: true, json: async () => [{ statlink: 'https://ads.example/c', pixel: 'https://p.example/a', timestamp: '1' }] });
    const images: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(value: string) {
          images.push(value);
        }
      },
    );
    const { container } = renderSlot({ scriptUrl: '', endpoint: 'https://ads.example/inline.json', random: draws(INLINE, 0.5, 0.5) });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AD.pollIntervalMs);
    });
    expect(container.querySelector('[data-network-ad]')).not.toBeNull();
    expect(images).toEqual([]);
  });
});
