// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { adEvent, clickEvent, pageViewEvent, roundPixelRatio, userProperties, vitalsEvent } from '@/src/analytics/payloads';

describe('pageViewEvent', () => {
  it.each([
    ['https://mui.com/x/api/data-grid/', 'x-data-grid', 'x'],
    ['https://mui.com/x/api/data-grid/data-grid-pro/', 'x-data-grid', 'x'],
    ['https://mui.com/x/react-date-pickers/date-picker/#basic-usage', 'x-date-pickers', 'x'],
    ['https://mui.com/zh/x/react-charts/bars/', 'x-charts', 'x'],
    ['https://mui.com/x/introduction/', 'null', 'x'],
    ['https://mui.com/playground/', 'null', 'null'],
  ])('%s -> %s / %s', (href, productId, productCategoryId) => {
    expect(pageViewEvent('Title - MUI X', href)).toEqual({
      name: 'page_view',
      params: { page_title: 'Title - MUI X', page_location: href, productId, productCategoryId },
    });
  });
});

describe('roundPixelRatio', () => {
  it.each([
    [1, 1],
    [1.25, 1.3],
    [1.2499, 1.2],
    [2.0000001, 2],
    [0.6666, 0.7],
    [3.14159, 3.1],
  ])('%f -> %f', (ratio, rounded) => {
    expect(roundPixelRatio(ratio)).toBe(rounded);
  });
});

describe('userProperties', () => {
  it.each([
    [{ systemDark: true, mode: 'system' }, { colorSchemeOS: 'dark', colorScheme: 'system' }],
    [{ systemDark: false, mode: 'dark' }, { colorSchemeOS: 'light', colorScheme: 'dark' }],
  ] as const)('%o', (scheme, expected) => {
    expect(
      userProperties({ codeVariant: 'JS', codeStyling: 'tailwind', userLanguage: 'zh', devicePixelRatio: 1.875, ...scheme }),
    ).toEqual({ codeVariant: 'JS', codeStylingVariant: 'tailwind', userLanguage: 'zh', devicePixelRatio: 1.9, ...expected });
  });
});

describe('clickEvent', () => {
  function target(html: string): Element {
    document.body.innerHTML = html;
    return document.querySelector('#target') as Element;
  }

  it('names the event after the nearest category, with its action and label', () => {
    const element = target(
      '<div data-ga-event-category="outer"><div data-ga-event-category="code" data-ga-event-action="copy-click" data-ga-event-label="ts"><span id="target">Copy</span></div></div>',
    );
    expect(clickEvent(element, () => 0)).toEqual({ name: 'code', params: { eventAction: 'copy-click', eventLabel: 'ts' } });
  });

  it('ignores clicks outside any tracked element', () => {
    expect(clickEvent(target('<p><span id="target">Text</span></p>'), () => 0)).toBeNull();
    expect(clickEvent(null, () => 0)).toBeNull();
  });

  it.each([
    ['0.25', 0.24, true],
    ['0.25', 0.25, false],
    ['0', 0, false],
    ['1', 0.999, true],
    ['not a number', 0.999, true],
  ])('split %s with draw %f -> sent %s', (split, draw, sent) => {
    const element = target(`<button id="target" data-ga-event-category="demo" data-ga-event-action="reset" data-ga-event-split="${split}">Reset</button>`);
    expect(clickEvent(element, () => draw) !== null).toBe(sent);
  });

  it('leaves out an action or label that is missing', () => {
    expect(clickEvent(target('<a id="target" data-ga-event-category="nav">x</a>'), () => 0)).toEqual({ name: 'nav', params: {} });
  });
});

describe('adEvent and vitalsEvent', () => {
  it.each(['display', 'click', 'crash'] as const)('ad %s', (action) => {
    expect(adEvent(action, 'in-house-body-top-image')).toEqual({ name: 'ad', params: { eventAction: action, eventLabel: 'in-house-body-top-image' } });
  });

  it.each([
    [{ name: 'CLS', id: 'v1', value: 0.1234, delta: 0.01, rating: 'needs-improvement' }, 123],
    [{ name: 'LCP', id: 'v2', value: 1834.6, delta: 1834.6, rating: 'good' }, 1835],
  ])('%o', (metric, value) => {
    expect(vitalsEvent(metric)).toEqual({
      name: metric.name,
      params: { value, metric_id: metric.id, metric_value: metric.value, metric_delta: metric.delta, metric_rating: metric.rating, non_interaction: true },
    });
  });
});
