import { describe, expect, it } from 'vitest';
import { composeTwin, datedTwin } from '@/scripts/compiler/twin/compose';

const TWIN = composeTwin({ title: 'Sorting', description: 'Sort rows.', body: 'Click a header.' });

describe('datedTwin', () => {
  it('ends a twin with the day of its last change, in its language', () => {
    expect(datedTwin(TWIN, 'en', '2026-11-27T18:56:18.000Z')).toBe('# Sorting\n\nSort rows.\n\nClick a header.\n\n_Last updated on November 27, 2026_\n');
    expect(datedTwin(TWIN, 'zh', '2026-11-27T18:56:18.000Z')).toBe('# Sorting\n\nSort rows.\n\nClick a header.\n\n_最后更新于 2026年11月27日_\n');
  });

  it.each([null, 'unknown'])('leaves the twin as it is when the date is %j', (date) => {
    expect(datedTwin(TWIN, 'en', date)).toBe(TWIN);
  });
});
