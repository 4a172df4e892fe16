import { FIRST_SCREEN_BLOCKS, FIRST_SCREEN_HEIGHT_PX, FIRST_SCREEN_MAX_CHARS, FIRST_SCREEN_MIN_REST, REST_PIECE_MAX_CHARS } from '@/src/content/shared/firstScreen';
import { describe, expect, it } from 'vitest';
import { VFile } from 'vfile';
import { analyseHtml, codeBlocksOf, markdownStats } from '@/scripts/compiler/facts';
import { parseMarkdown } from '@/scripts/compiler/parse';

const parse = (source: string) => parseMarkdown(new VFile({ path: 'data/a/a.md', value: source }));

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
    expect(markdownStats(parse(source))).toEqual(expected);
  });
});

describe('codeBlocksOf', () => {
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
    expect(codeBlocksOf(parse(source))).toEqual([
      { lang: 'tsx', line: 3, code: 'const a = 1;', fragment: false },
      { lang: 'ts', line: 9, code: 'foo(bar);', fragment: true },
      { lang: 'ts', line: 12, code: '```\nnested fence text', fragment: false },
    ]);
  });

  it('does not read "fragment" inside a title as the marker', () => {
    expect(codeBlocksOf(parse('```tsx title="fragment-demo.tsx"\nx\n```'))[0]?.fragment).toBe(false);
  });
});

describe('where the first screen of a body ends', () => {
  const block = (index: number) => `<p>Block ${index}</p>\n`;
  const blocks = (count: number) => Array.from({ length: count }, (_, index) => block(index)).join('');
  const long = `<div class="island">${'x'.repeat(FIRST_SCREEN_MIN_REST)}</div>`;
  // Long markup that shows little (no text), so that the first screen's height does not end it first.
  const big = (index: number) => `<div class="island" data-props="${'y'.repeat(FIRST_SCREEN_MAX_CHARS / 3)}${index}"></div>`;
  const huge = `<section>${'z'.repeat(FIRST_SCREEN_MAX_CHARS)}</section>`;
  const wrapper = (inner: string) => `<div class="api api-page">${inner}</div>`;
  /** A code block of more than half the first screen's height (21 px a line). */
  const tall = (index: number) => `<pre><code>${'x\n'.repeat(Math.ceil(FIRST_SCREEN_HEIGHT_PX / 2 / 21))}${index}</code></pre>`;

  it.each<[string, string, { first: string; depth: number } | null]>([
    ['after the first blocks, at the next one', blocks(FIRST_SCREEN_BLOCKS) + long, { first: blocks(FIRST_SCREEN_BLOCKS), depth: 0 }],
    ['nothing after the first blocks', blocks(FIRST_SCREEN_BLOCKS), null],
    ['too little after them to be worth a frame', blocks(FIRST_SCREEN_BLOCKS + 3), null],
    ['text between blocks is not a block', `${blocks(FIRST_SCREEN_BLOCKS).replace(/\n/g, '\n\n')}${long}`, { first: blocks(FIRST_SCREEN_BLOCKS).replace(/\n/g, '\n\n'), depth: 0 }],
    ['a block with children counts once', `<ul>${'<li>a</li>'.repeat(3)}</ul>${blocks(FIRST_SCREEN_BLOCKS - 1)}${long}`, { first: `<ul>${'<li>a</li>'.repeat(3)}</ul>${blocks(FIRST_SCREEN_BLOCKS - 1)}`, depth: 0 }],
    ['fewer blocks once they fill a screen', `${tall(1)}${tall(2)}${blocks(FIRST_SCREEN_BLOCKS)}${long}`, { first: `${tall(1)}${tall(2)}`, depth: 0 }],
    ['a screen not yet filled takes the next block', `${blocks(2)}${tall(1)}${tall(2)}${blocks(FIRST_SCREEN_BLOCKS)}${long}`, { first: `${blocks(2)}${tall(1)}${tall(2)}`, depth: 0 }],
    ['fewer blocks when they are long', `${blocks(2)}${big(1)}${big(2)}${big(3)}${big(4)}${long}`, { first: `${blocks(2)}${big(1)}${big(2)}`, depth: 0 }],
    ['inside a body of one block (an API page)', wrapper(`<style>a{}</style><section>import</section>${huge}${long}`), { first: '<div class="api api-page"><style>a{}</style><section>import</section>', depth: 1 }],
    ['not inside the first of several long blocks', `${huge}${huge}`, null],
  ])('%s', (_label, html, expected) => {
    const { firstScreen } = analyseHtml(html, 'Title', new Map());
    const got = firstScreen === null ? null : { first: html.slice(0, firstScreen.end), depth: firstScreen.depth };
    // Compared by length and ends: the markup is long.
    const sketch = (value: typeof got) => value && { length: value.first.length, ends: value.first.slice(-40), depth: value.depth };
    expect(sketch(got)).toEqual(sketch(expected));
  });
});

describe('the pieces of the rest', () => {
  const block = (index: number) => `<p>Block ${index}</p>\n`;
  const first = Array.from({ length: FIRST_SCREEN_BLOCKS }, (_, index) => block(index)).join('');
  /** A block of `chars` characters in all. */
  const sized = (letter: string, chars: number) => `<div>${letter.repeat(chars - 11)}</div>`;
  const third = Math.floor(REST_PIECE_MAX_CHARS / 3);
  const piecesOf = (rest: string[]) => {
    const html = first + rest.join('');
    const { firstScreen } = analyseHtml(html, 'Title', new Map());
    // Each piece as the letters of its blocks.
    const cuts = [firstScreen?.end ?? 0, ...(firstScreen?.pieces ?? []), html.length];
    return cuts.slice(1).map((cut, index) => [...new Set(html.slice(cuts[index], cut).replace(/<[^>]+>/g, ''))].join(''));
  };

  it.each<[string, string[], string[]]>([
    ['a piece ends before the block that would take it past the limit', [sized('a', third * 2), sized('b', third * 2), sized('c', third)], ['a', 'bc']],
    ['a longer rest is cut at the block that would pass the limit', [sized('a', third), sized('b', third), sized('c', third), sized('d', third), sized('e', third), sized('f', third), sized('g', third)], ['abc', 'def', 'g']],
    ['a block longer than the limit is a piece of its own', [sized('a', third), sized('b', REST_PIECE_MAX_CHARS * 2), sized('c', third), sized('d', third)], ['a', 'b', 'cd']],
  ])('%s', (_label, rest, expected) => {
    expect(piecesOf(rest)).toEqual(expected);
  });
});

describe('the search sections of an API table', () => {
  const row = (id: string, marker: string, nameCell: string) => `<tr id="${id}" data-search-member="${marker}">${nameCell}<td><p>What it does.</p></td></tr>`;
  it.each<[string, string, string]>([
    ['an empty marker: the name cell’s first code, not its plan chip', row('prop-rowGrouping', '', '<th><a href="#prop-rowGrouping"><code>row<wbr/>Grouping</code></a><span class="api-plan">Premium</span></th>'), 'rowGrouping'],
    ['an empty marker and no code: the name cell’s text', row('slot-toolbar', '', '<th>toolbar</th>'), 'toolbar'],
    ['a marker with a value names the member', row('class-root', '.MuiDataGrid-root', '<th><code>root</code></th>'), '.MuiDataGrid-root'],
  ])('%s', (_label, html, name) => {
    const member = analyseHtml(`<table><tbody>${html}</tbody></table>`, 'T', new Map()).search.find((section) => section.kind === 'member');
    expect(member?.title).toBe(name);
    expect(member?.text).toBe('What it does.');
  });
});
