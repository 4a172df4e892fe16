import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { WEB_VITALS_SAMPLE_RATE } from '@/src/config/constants';
import { hasPrivacySignal } from '@/src/analytics/privacy';
import { sessionReportsVitals, VITALS_SESSION_KEY } from '@/src/analytics/sampling';
import { analyticsStubScript } from '@/src/analytics/stubScript';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { values, getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('sessionReportsVitals', () => {
  it.each([
    [0, true],
    [WEB_VITALS_SAMPLE_RATE / 2, true],
    [WEB_VITALS_SAMPLE_RATE, false],
    [0.5, false],
  ])('a first draw of %f -> %s, kept for the session', (draw, sampled) => {
    const storage = memoryStorage();
    expect(sessionReportsVitals(storage, () => draw)).toBe(sampled);
    expect(storage.values.get(VITALS_SESSION_KEY)).toBe(sampled ? '1' : '0');
    expect(sessionReportsVitals(storage, () => (sampled ? 0.9 : 0))).toBe(sampled);
  });

  it('decides for the page alone when storage is unavailable', () => {
    expect(sessionReportsVitals(null, () => 0)).toBe(true);
    const broken = {
      getItem: () => {
        throw new Error('no');
      },
      setItem: () => {
        throw new Error('no');
      },
    };
    expect(sessionReportsVitals(broken, () => 0.9)).toBe(false);
  });
});

describe('hasPrivacySignal', () => {
  it.each([
    [{ navigator: {} }, false],
    [{ navigator: { globalPrivacyControl: true } }, true],
    [{ navigator: { globalPrivacyControl: false, doNotTrack: '0' } }, false],
    [{ navigator: { doNotTrack: '1' } }, true],
    [{ navigator: { doNotTrack: 'unspecified' } }, false],
    [{ navigator: {}, window: { doNotTrack: '1' } }, true],
  ])('%o -> %s', (sources, expected) => {
    expect(hasPrivacySignal(sources)).toBe(expected);
  });
});

describe('analyticsStubScript', () => {
  function run(measurementId: string, navigator: object) {
    const window: { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void } = {};
    runInNewContext(analyticsStubScript(measurementId), { window, navigator, Date });
    return window;
  }

  it('queues every call in dataLayer, without configuring a tag when there is no id', () => {
    const window = run('', {});
    window.gtag?.('event', 'page_view', { page_title: 'A' });
    expect(window.dataLayer?.map((entry) => [...(entry as IArguments)])).toEqual([['event', 'page_view', { page_title: 'A' }]]);
  });

  it('configures the tag without its automatic page views when an id is set', () => {
    const window = run('G-TEST', {});
    const calls = window.dataLayer?.map((entry) => [...(entry as IArguments)]) ?? [];
    expect(calls[0]?.[0]).toBe('js');
    expect(calls[1]).toEqual(['config', 'G-TEST', { send_page_view: false }]);
  });

  it.each([{ globalPrivacyControl: true }, { doNotTrack: '1' }])('drops every call when the browser sends %o', (navigator) => {
    const window = run('G-TEST', navigator);
    window.gtag?.('event', 'page_view', {});
    expect(window.dataLayer).toEqual([]);
  });
});
