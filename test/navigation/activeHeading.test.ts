import { describe, expect, it } from 'vitest';
import { activeHeadingId } from '@/src/navigation/activeHeading';

const headings = [
  { id: 'usage', top: 120 },
  { id: 'props', top: 600 },
  { id: 'events', top: 1400 },
];

describe('activeHeadingId', () => {
  it.each([
    ['before the first heading', headings, 84, false, null],
    ['on the first heading', headings.map((h) => ({ ...h, top: h.top - 40 })), 84, false, 'usage'],
    ['between two headings', headings.map((h) => ({ ...h, top: h.top - 700 })), 84, false, 'props'],
    ['past every heading', headings.map((h) => ({ ...h, top: h.top - 2000 })), 84, false, 'events'],
    ['at the bottom of the page', headings, 84, true, 'events'],
    ['with no headings', [], 84, false, null],
  ])('%s', (_label, list, offset, atBottom, expected) => {
    expect(activeHeadingId(list, offset, atBottom)).toBe(expected);
  });
});
