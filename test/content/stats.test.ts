import { describe, expect, it } from 'vitest';
import { markdownStats } from '@/scripts/content/stats';

describe('markdownStats', () => {
  it.each([
    ['front matter is not prose', '---\ntitle: A long title here\ndescription: Many words in it\n---\nOne two three.', { words: 3, demos: 0, codeBlocks: 0 }],
    ['code blocks count as blocks, not words', 'Intro words here.\n\n```tsx title="A.tsx"\nconst a = 1;\nconst b = 2;\n```\n\nAfter.', { words: 4, demos: 0, codeBlocks: 1 }],
    ['a longer fence holds a shorter one', '````md\n```tsx\nx\n```\n````\nEnd.', { words: 1, demos: 0, codeBlocks: 1 }],
    ['demos and callout markers are not words', '::demo{file="A.tsx" height="300"}\n\n:::warning\nCareful now.\n:::', { words: 2, demos: 1, codeBlocks: 0 }],
    ['inline code counts as one word, links by their text', 'Use `sortModel={[{ field: "a" }]}` with [the API page](/x/api/).', { words: 6, demos: 0, codeBlocks: 0 }],
    ['table rows count, their separator does not', '| Name | Type |\n| --- | --- |\n| `rows` | array |', { words: 4, demos: 0, codeBlocks: 0 }],
    ['a dash alone is not a word', 'Yes — it works; 42 times.', { words: 5, demos: 0, codeBlocks: 0 }],
  ])('%s', (_, source, expected) => {
    expect(markdownStats(source)).toEqual(expected);
  });
});
