import { describe, expect, it } from 'vitest';
import { HASH_SETTLE_FRAMES, keepHashTargetInPlace, type HashTargetWindow } from '@/src/navigation/hashTarget';

/**
 * A page whose target sits `top` px from the top of the viewport; `moves[n]` is how far the
 * blocks above it push it down in frame n (they get their real height). Frames run on `tick`.
 */
function fakePage(moves: number[], { id = 'slot-toolbar', top = 76 } = {}) {
  let scrolled = 0;
  let pushed = 0;
  let frame = 0;
  const frames = new Map<number, () => void>();
  const listeners = new Map<string, () => void>();
  const scrolls: number[] = [];
  const target = { getBoundingClientRect: () => ({ top: top + pushed - scrolled }) } as unknown as Element;
  const win: HashTargetWindow = {
    location: { hash: `#${id}` },
    scrollBy: (_x, y) => {
      scrolls.push(y);
      scrolled += y;
    },
    requestAnimationFrame: (callback) => {
      frames.set(frames.size + 1, callback);
      return frames.size;
    },
    cancelAnimationFrame: (handle) => frames.delete(handle),
    addEventListener: (type, listener) => listeners.set(type, listener),
    removeEventListener: (type) => listeners.delete(type),
    document: { getElementById: (wanted) => (wanted === id ? target : null) },
  };
  const tick = () => {
    const pending = [...frames.values()];
    frames.clear();
    pushed += moves[frame] ?? 0;
    frame += 1;
    pending.forEach((callback) => callback());
    return pending.length > 0;
  };
  const top_ = () => top + pushed - scrolled;
  return { win, tick, scrolls, listeners, top: top_ };
}

describe('keepHashTargetInPlace', () => {
  it.each<[string, number[], number[]]>([
    ['blocks above grow: it scrolls down with them', [300], [300]],
    ['blocks above shrink (a guess too high): it scrolls up', [-348], [-348]],
    ['they settle over two frames', [120, -40], [120, -40]],
    ['nothing moves: it never scrolls', [], []],
    ['a sub-pixel move is not worth a scroll', [0.5], []],
  ])('%s', (_, moves, expected) => {
    const page = fakePage(moves);
    keepHashTargetInPlace(page.win);
    while (page.tick());
    expect(page.scrolls).toEqual(expected);
    expect(Math.abs(page.top() - 76)).toBeLessThanOrEqual(1);
    expect(page.listeners.size).toBe(0);
  });

  it('lets go as soon as the reader scrolls', () => {
    const page = fakePage([200, 200, 200]);
    keepHashTargetInPlace(page.win);
    page.tick();
    page.listeners.get('wheel')?.();
    while (page.tick());
    expect(page.scrolls).toEqual([200]);
    expect(page.listeners.size).toBe(0);
  });

  it(`gives up after ${HASH_SETTLE_FRAMES} frames of a target that keeps moving`, () => {
    const page = fakePage(Array.from({ length: 100 }, () => 10));
    keepHashTargetInPlace(page.win);
    let frames = 0;
    while (page.tick()) frames += 1;
    expect(frames).toBe(HASH_SETTLE_FRAMES);
  });

  it('does nothing without a target', () => {
    const page = fakePage([300], { id: 'elsewhere' });
    page.win.location.hash = '#missing';
    keepHashTargetInPlace(page.win);
    expect(page.tick()).toBe(false);
    expect(page.scrolls).toEqual([]);
  });
});
