import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_EDITOR_DEBOUNCE_MS } from '@/src/config/constants';
import { debounce } from '@/src/demos/editor/debounce';

describe('debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once with the latest arguments after a pause', () => {
    const run = vi.fn();
    const debounced = debounce(run, DEMO_EDITOR_DEBOUNCE_MS);
    debounced('a');
    vi.advanceTimersByTime(DEMO_EDITOR_DEBOUNCE_MS - 1);
    debounced('ab');
    vi.advanceTimersByTime(DEMO_EDITOR_DEBOUNCE_MS - 1);
    debounced('abc');
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(DEMO_EDITOR_DEBOUNCE_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith('abc');
    vi.advanceTimersByTime(DEMO_EDITOR_DEBOUNCE_MS * 10);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs again for calls after the pause', () => {
    const run = vi.fn();
    const debounced = debounce(run, DEMO_EDITOR_DEBOUNCE_MS);
    debounced(1);
    vi.advanceTimersByTime(DEMO_EDITOR_DEBOUNCE_MS);
    debounced(2);
    vi.advanceTimersByTime(DEMO_EDITOR_DEBOUNCE_MS);
    expect(run.mock.calls).toEqual([[1], [2]]);
  });

  it('cancel drops the pending call; flush runs it now, once', () => {
    const run = vi.fn();
    const debounced = debounce(run, DEMO_EDITOR_DEBOUNCE_MS);
    debounced('dropped');
    debounced.cancel();
    vi.advanceTimersByTime(DEMO_EDITOR_DEBOUNCE_MS);
    expect(run).not.toHaveBeenCalled();
    debounced('now');
    debounced.flush();
    expect(run).toHaveBeenCalledWith('now');
    vi.advanceTimersByTime(DEMO_EDITOR_DEBOUNCE_MS);
    debounced.flush();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
