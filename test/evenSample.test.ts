import { describe, expect, it } from 'vitest';
import { evenSample } from '@/e2e/sample';

describe('evenSample (which URLs the browser checks of npm test visit)', () => {
  const items = Array.from({ length: 10 }, (_, index) => index);
  it.each([
    { size: 20, expected: items },
    { size: 10, expected: items },
    { size: 4, expected: [0, 3, 6, 9] },
    { size: 2, expected: [0, 9] },
    { size: 1, expected: [0] },
    { size: 0, expected: [] },
  ])('$size of 10 items', ({ size, expected }) => {
    expect(evenSample(items, size)).toEqual(expected);
  });

  it('keeps the first and last item and never repeats one', () => {
    const sample = evenSample(Array.from({ length: 163 }, (_, index) => index), 30);
    expect(sample).toHaveLength(30);
    expect(sample[0]).toBe(0);
    expect(sample.at(-1)).toBe(162);
    expect(new Set(sample).size).toBe(30);
  });
});
