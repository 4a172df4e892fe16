import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEBOUNCE_MS } from '@/src/config/constants';
import { throttle } from '@/src/navigation/throttle';

describe('throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at once, then at most once per window with the latest arguments', () => {
    const calls: number[] = [];
    const throttled = throttle((value: number) => calls.push(value), DEBOUNCE_MS);

    throttled(1);
    expect(calls).toEqual([1]);

    throttled(2);
    throttled(3);
    vi.advanceTimersByTime(DEBOUNCE_MS - 1);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);

    vi.advanceTimersByTime(DEBOUNCE_MS);
    expect(calls).toEqual([1, 3]);
    throttled(4);
    expect(calls).toEqual([1, 3, 4]);
  });

  it('spreads a burst of scroll events over 166 ms windows', () => {
    const start = Date.now();
    const callTimes: number[] = [];
    const throttled = throttle(() => callTimes.push(Date.now() - start), DEBOUNCE_MS);
    for (let ms = 0; ms < 1000; ms += 10) {
      throttled();
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(DEBOUNCE_MS);
    // Events every 10 ms from 0 to 990 ms: one call per 166 ms window, the last one trailing.
    expect(callTimes).toEqual([0, 166, 332, 498, 664, 830, 996]);
  });

  it('drops the pending call on cancel', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, DEBOUNCE_MS);
    throttled('a');
    throttled('b');
    throttled.cancel();
    vi.advanceTimersByTime(DEBOUNCE_MS * 2);
    expect(fn.mock.calls).toEqual([['a']]);
  });
});
