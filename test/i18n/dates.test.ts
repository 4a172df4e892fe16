import { describe, expect, it } from 'vitest';
import { formatDay, isoDay } from '@/src/i18n/dates';

describe('formatDay', () => {
  it.each([
    ['2026-11-27T18:56:18.000Z', 'en', 'November 27, 2026'],
    ['2026-11-27T18:56:18.000Z', 'zh', '2026年11月27日'],
    // Read in UTC: a commit late in the evening west of Greenwich is the next day's.
    ['2026-03-01T23:30:00-05:00', 'en', 'March 2, 2026'],
    ['not a date', 'en', null],
    ['', 'zh', null],
  ] as const)('%s in %s', (date, language, expected) => {
    expect(formatDay(date, language)).toBe(expected);
  });
});

describe('isoDay', () => {
  it.each([
    ['2026-11-27T18:56:18.000Z', '2026-11-27'],
    ['2026-03-01T23:30:00-05:00', '2026-03-02'],
    ['soon', null],
  ])('%s', (date, expected) => {
    expect(isoDay(date)).toBe(expected);
  });
});
