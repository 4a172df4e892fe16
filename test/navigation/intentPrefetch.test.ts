import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIntentPrefetcher, INTENT_PREFETCH_DELAY_MS } from '@/src/navigation/intentPrefetch';

describe('intent prefetch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fetches a page once the pointer has rested on its link, and only once', () => {
    const prefetch = vi.fn();
    const intent = createIntentPrefetcher(prefetch);
    intent.enter('/x/a/');
    vi.advanceTimersByTime(INTENT_PREFETCH_DELAY_MS - 1);
    expect(prefetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(prefetch.mock.calls).toEqual([['/x/a/']]);
    intent.leave('/x/a/');
    intent.enter('/x/a/');
    vi.advanceTimersByTime(INTENT_PREFETCH_DELAY_MS);
    intent.now('/x/a/');
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing for a link the pointer only crosses', () => {
    const prefetch = vi.fn();
    const intent = createIntentPrefetcher(prefetch);
    for (const href of ['/x/a/', '/x/b/', '/x/c/']) {
      intent.enter(href);
      vi.advanceTimersByTime(20);
      intent.leave(href);
    }
    vi.advanceTimersByTime(1000);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('fetches at once on a touch, and the pending hover does not fetch it again', () => {
    const prefetch = vi.fn();
    const intent = createIntentPrefetcher(prefetch);
    intent.enter('/x/a/');
    intent.now('/x/a/');
    expect(prefetch.mock.calls).toEqual([['/x/a/']]);
    vi.advanceTimersByTime(1000);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });
});
