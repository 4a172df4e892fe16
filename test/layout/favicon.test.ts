import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAVICON_DATA_URL, svgDataUrl } from '@/src/layout/build/favicon';

const PREFIX = 'data:image/svg+xml,';

describe('svgDataUrl', () => {
  it.each([
    { name: 'tags and quotes', svg: '<svg xmlns="http://www.w3.org/2000/svg"/>', expected: `${PREFIX}%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E` },
    { name: 'a colour (# starts a URL fragment)', svg: "<rect fill='#3b6ef6'/>", expected: `${PREFIX}%3Crect fill=%27%233b6ef6%27/%3E` },
    { name: 'line breaks and indentation', svg: '<svg>\n  <g/>\n</svg>\n', expected: `${PREFIX}%3Csvg%3E %3Cg/%3E %3C/svg%3E` },
    { name: 'percent signs, ampersands and text beyond ASCII', svg: '<text>50% & ✓ 😀</text>', expected: `${PREFIX}%3Ctext%3E50%25 %26 %E2%9C%93 %F0%9F%98%80%3C/text%3E` },
  ])('encodes $name', ({ svg, expected }) => {
    expect(svgDataUrl(svg)).toBe(expected);
  });

  it('decodes back to the icon, with nothing the HTML writer would escape', () => {
    const svg = readFileSync('public/favicon.svg', 'utf8');
    expect(FAVICON_DATA_URL.startsWith(PREFIX)).toBe(true);
    expect(decodeURIComponent(FAVICON_DATA_URL.slice(PREFIX.length))).toBe(svg.trim().replace(/\s+/g, ' '));
    expect(FAVICON_DATA_URL).not.toMatch(/["'&<>#]/);
  });
});
