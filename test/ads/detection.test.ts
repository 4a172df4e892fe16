// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AD } from '@/src/config/constants';
import { holdsOnlyBackersLink, watchForNetworkAd, type Detection } from '@/src/ads/detection';

const BACKERS = 'https://example.com/backers/';

function element(html: string): Element {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container.firstElementChild as Element;
}

describe('watchForNetworkAd', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function start(appearsAtPoll: number | null, html = '<div id="carbonads"><a href="https://ads.example/click">An ad</a></div>') {
    const detections: Detection[] = [];
    let polls = 0;
    const find = vi.fn(() => {
      polls += 1;
      return appearsAtPoll !== null && polls >= appearsAtPoll ? element(html) : null;
    });
    const stop = watchForNetworkAd(find, BACKERS, (detection) => detections.push(detection));
    return { detections, find, stop };
  }

  it('finds the element at the 3rd poll, after two intervals, and stops looking', () => {
    const { detections, find } = start(3);
    expect(find).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(AD.pollIntervalMs);
    expect(detections).toEqual([]);
    vi.advanceTimersByTime(AD.pollIntervalMs);
    expect(detections).toEqual(['found']);
    vi.advanceTimersByTime(AD.pollIntervalMs * 40);
    expect(find).toHaveBeenCalledTimes(3);
  });

  it('assumes a blocker at the 7th empty poll, not the 6th, then keeps polling up to 30 times', () => {
    const { detections, find } = start(null);
    vi.advanceTimersByTime(AD.pollIntervalMs * 5);
    expect(find).toHaveBeenCalledTimes(6);
    expect(detections).toEqual([]);
    vi.advanceTimersByTime(AD.pollIntervalMs);
    expect(find).toHaveBeenCalledTimes(7);
    expect(detections).toEqual(['blocked']);
    vi.advanceTimersByTime(AD.pollIntervalMs * 100);
    expect(find).toHaveBeenCalledTimes(AD.maxPolls);
    expect(detections).toEqual(['blocked']);
  });

  it('lets a late network ad win after the blocker was assumed', () => {
    const { detections } = start(10);
    vi.advanceTimersByTime(AD.pollIntervalMs * 9);
    expect(detections).toEqual(['blocked', 'found']);
  });

  it('reports an empty network when its element only holds the backers link', () => {
    const { detections } = start(2, `<div id="carbonads"><a href="${BACKERS}">Become a backer</a></div>`);
    vi.advanceTimersByTime(AD.pollIntervalMs);
    expect(detections).toEqual(['empty']);
  });

  it('stops polling when asked', () => {
    const { find, stop } = start(null);
    stop();
    vi.advanceTimersByTime(AD.pollIntervalMs * 40);
    expect(find).toHaveBeenCalledTimes(1);
  });
});

describe('holdsOnlyBackersLink', () => {
  it.each([
    [`<div><a href="${BACKERS}">x</a></div>`, true],
    [`<div><a href="${BACKERS}">x</a><a href="${BACKERS}">y</a></div>`, true],
    [`<div><a href="${BACKERS}">x</a><a href="https://ads.example/">ad</a></div>`, false],
    ['<div><img src="https://ads.example/a.png"></div>', false],
    ['<div></div>', false],
  ])('%s -> %s', (html, expected) => {
    expect(holdsOnlyBackersLink(element(html), BACKERS)).toBe(expected);
  });
});
