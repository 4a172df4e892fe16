import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '@/src/loading/loadOnce';

describe('loadOnce', () => {
  it('runs the load once and gives every caller its result', async () => {
    const load = vi.fn(() => Promise.resolve('chunk'));
    const once = loadOnce(load);
    const results = await Promise.all([once(), once(), once()]);
    expect(results).toEqual(['chunk', 'chunk', 'chunk']);
    await once();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure: the next call loads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('chunk');
    const once = loadOnce(load as () => Promise<string>);
    await expect(once()).rejects.toThrow('offline');
    await expect(once()).resolves.toBe('chunk');
    await expect(once()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
