import { describe, expect, it } from 'vitest';
import { demoForPage } from '@/src/content/build/demoFiles';
import { DEMO_PREVIEW_LINES } from '@/src/demos/layout';
import type { DemoRecord } from '@/src/islands/definitions';

const recordOf = (lines: number): DemoRecord => {
  const tsSource = `${Array.from({ length: lines }, (_, index) => `// line ${index + 1}`).join('\n')}\n`;
  return { demo: 'data-grid/x/Demo', name: 'Demo', height: 300, tsSource, jsSource: tsSource, tsHtml: '<pre>ts</pre>', jsHtml: '<pre>js</pre>', variants: {}, imports: [] };
};

describe('a demo’s files', () => {
  it.each<[string, number, boolean]>([
    ['a source longer than the collapsed panel gets its whole highlighted TypeScript as a file', DEMO_PREVIEW_LINES + 1, true],
    ['a source the collapsed panel shows whole needs none', DEMO_PREVIEW_LINES, false],
    ['a short source needs none', 3, false],
  ])('%s', (_label, lines, hasTs) => {
    const { data, files } = demoForPage(recordOf(lines));
    expect(data.lines).toBe(lines);
    expect(data.files.ts !== undefined).toBe(hasTs);
    const urls = files.map((file) => file.url);
    expect(urls).toContain(data.files.js);
    if (data.files.ts) {
      expect(urls).toContain(data.files.ts);
      const tsFile = JSON.parse(files.find((file) => file.url === data.files.ts)?.text ?? '{}') as { tsHtml?: string; tsSource?: string };
      expect(tsFile).toEqual({ tsSource: recordOf(lines).tsSource, tsHtml: '<pre>ts</pre>' });
    }
    expect(files).toHaveLength(hasTs ? 2 : 1);
  });
});
