import { describe, expect, it } from 'vitest';
import { extractTypeScriptBlocks } from '@/scripts/checks/codeBlockExtract';

describe('extractTypeScriptBlocks', () => {
  it('finds ts and tsx blocks with their opening line, and reads the fragment marker', () => {
    const source = [
      '# Title', // 1
      '', // 2
      '```tsx title="App.tsx" {2}', // 3
      'const a = 1;', // 4
      '```', // 5
      '```bash', // 6
      'npm install', // 7
      '```', // 8
      '```ts fragment', // 9
      'foo(bar);', // 10
      '```', // 11
      '````typescript', // 12
      '```', // 13
      'nested fence text', // 14
      '````', // 15
    ].join('\n');
    expect(extractTypeScriptBlocks(source)).toEqual([
      { lang: 'tsx', line: 3, code: 'const a = 1;', fragment: false },
      { lang: 'ts', line: 9, code: 'foo(bar);', fragment: true },
      { lang: 'ts', line: 12, code: '```\nnested fence text', fragment: false },
    ]);
  });

  it('does not read "fragment" inside a title as the marker', () => {
    expect(extractTypeScriptBlocks('```tsx title="fragment-demo.tsx"\nx\n```')[0]?.fragment).toBe(false);
  });
});
