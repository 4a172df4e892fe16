import { afterEach, describe, expect, it, vi } from 'vitest';

const forceFrameRate = vi.fn<(fps: number) => void>();
vi.mock('scheduler', () => ({ unstable_forceFrameRate: (fps: number) => forceFrameRate(fps) }));

const { renderInOnePiece } = await import('@/src/navigation/renderInOnePiece');
const { PAGE_CHANGE_RENDER_SLICE_MS } = await import('@/src/config/constants');

afterEach(() => forceFrameRate.mockReset());

describe('a page change renders in long slices', () => {
  it('lengthens React’s slices while the change runs, and gives the usual ones back after', async () => {
    const during: number[][] = [];
    const result = await renderInOnePiece(async () => {
      during.push(forceFrameRate.mock.calls.map(([fps]) => fps));
      return 'changed';
    });
    expect(result).toBe('changed');
    expect(during).toEqual([[1000 / PAGE_CHANGE_RENDER_SLICE_MS]]);
    expect(forceFrameRate.mock.calls.map(([fps]) => fps)).toEqual([1000 / PAGE_CHANGE_RENDER_SLICE_MS, 0]);
  });

  it('gives the usual slices back when the change fails', async () => {
    await expect(renderInOnePiece(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(forceFrameRate.mock.calls.at(-1)).toEqual([0]);
  });

  it('asks the scheduler for a frame rate it accepts (a whole number from 1 to 125)', () => {
    const fps = Math.floor(1000 / PAGE_CHANGE_RENDER_SLICE_MS);
    expect(Number.isInteger(fps) && fps >= 1 && fps <= 125).toBe(true);
  });
});
