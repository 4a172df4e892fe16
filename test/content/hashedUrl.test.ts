import { describe, expect, it } from 'vitest';
import { hashedUrl } from '@/src/content/build/hashedUrl';

describe('a content-hashed static file URL', () => {
  it('names the file by what it holds: the same text the same URL, another text another', () => {
    const url = hashedUrl('/_next/static/site', 'a{}', 'css');
    expect(url).toMatch(/^\/_next\/static\/site\/[0-9a-f]{20}\.css$/);
    expect(hashedUrl('/_next/static/site', 'a{}', 'css')).toBe(url);
    expect(hashedUrl('/_next/static/site', 'b{}', 'css')).not.toBe(url);
  });
});
