import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { highlightPre } from '@/scripts/compiler/highlight';
import { plainTail } from '@/scripts/compiler/plainTail';
import { leanMarkup } from '@/scripts/compiler/leanMarkup';

const codeOf = (pre: Element): Element => pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code') as Element;
const lineCount = (pre: Element) =>
  codeOf(pre).children.filter((child) => child.type === 'element' && String(child.properties.class ?? child.properties.className).includes('line')).length;
const textOf = (pre: Element): string => toHtml(pre).replace(/<[^>]+>/g, '');

const source = (lines: number) => Array.from({ length: lines }, (_, index) => `const value${index} = ${index};`).join('\n');

describe('a long demo source keeps its first lines highlighted and the rest as plain text', () => {
  it.each<[string, number, number, number]>([
    ['longer than the fold: the first lines stay elements', 40, 16, 16],
    ['exactly the fold: unchanged', 16, 16, 16],
    ['shorter than the fold: unchanged', 5, 16, 5],
    ['keep 0: every line plain', 3, 0, 0],
  ])('%s', async (_label, lines, keep, highlighted) => {
    const pre = await highlightPre(source(lines), 'tsx');
    const result = plainTail(pre, keep);
    expect(lineCount(result)).toBe(highlighted);
    // The text is the whole source, unchanged, in either case.
    expect(textOf(result)).toBe(textOf(pre));
    expect(textOf(result)).toContain(`const value${lines - 1} = ${lines - 1};`);
    if (lines <= keep) expect(result).toBe(pre);
  });

  it('the plain lines are one text node after the last highlighted line and its newline', async () => {
    const result = plainTail(await highlightPre(source(20), 'tsx'), 16);
    const last = codeOf(result).children.at(-1);
    expect(last).toEqual({ type: 'text', value: Array.from({ length: 4 }, (_, index) => `const value${16 + index} = ${16 + index};`).join('\n') });
    expect(codeOf(result).children.at(-2)).toEqual({ type: 'text', value: '\n' });
  });

  it('a pre without code is left as it is', () => {
    const pre: Element = { type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'text', value: 'a\nb' }] };
    expect(plainTail(pre, 1)).toBe(pre);
  });
});

describe('markup without needless escapes', () => {
  it.each<[string, string, string]>([
    ['an apostrophe in text', '<code>&#x27;react&#x27;</code>', "<code>'react'</code>"],
    ['an apostrophe in a double-quoted attribute', '<a title="it&#x27;s">x</a>', `<a title="it's">x</a>`],
    ['an escaped entity written in the content stays escaped', '<p>&amp;#x27;</p>', '<p>&amp;#x27;</p>'],
    ['quotes and angle brackets stay escaped', '<p>&quot;&lt;&gt;</p>', '<p>&quot;&lt;&gt;</p>'],
    ['line breaks lose the closing slash', '<code>row<wbr/>Grouping</code><br/>', '<code>row<wbr>Grouping</code><br>'],
    ['written as text, they stay', '<code>&lt;wbr/&gt;</code>', '<code>&lt;wbr/&gt;</code>'],
  ])('%s', (_label, html, expected) => {
    expect(leanMarkup(html)).toBe(expected);
  });
});
