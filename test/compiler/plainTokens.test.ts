import type { Element, ElementContent } from 'hast';
import { describe, expect, it } from 'vitest';
import { DARK_CODE_COLORS, DEFAULT_TOKEN_CLASSES, LIGHT_CODE_COLORS } from '@/src/content/build/codePalette';
import { highlightPre } from '@/scripts/compiler/highlight';
import { plainTokens } from '@/scripts/compiler/plainTokens';

const span = (value: string, className: string[], extra: Record<string, string> = {}): Element => ({
  type: 'element',
  tagName: 'span',
  properties: { class: className, ...extra },
  children: [{ type: 'text', value }],
});
const text = (value: string): ElementContent => ({ type: 'text', value });
const plain = [...DEFAULT_TOKEN_CLASSES];

describe('tokens in the text colour become plain text', () => {
  it('the default classes are each theme’s text colour', () => {
    expect(LIGHT_CODE_COLORS[0]).toBe('#1F2328');
    expect(DARK_CODE_COLORS[0]).toBe('#E6EDF3');
  });

  it.each<[string, ElementContent[], ElementContent[]]>([
    ['a default token is text', [span('React', plain)], [text('React')]],
    ['neighbouring text joins', [span('a', plain), span(' = ', plain), text('b')], [text('a = b')]],
    ['a coloured token stays an element', [span('import', ['l2', 'd2']), span(' x', plain)], [span('import', ['l2', 'd2']), text(' x')]],
    ['text on both sides of a coloured token stays apart', [span('a', plain), span('if', ['l2', 'd2']), span('b', plain)], [text('a'), span('if', ['l2', 'd2']), text('b')]],
    ['a default token with an inline style keeps its element', [span('x', plain, { style: 'font-style:italic' })], [span('x', plain, { style: 'font-style:italic' })]],
    ['only one of the two default classes is not plain', [span('x', ['l0', 'd3'])], [span('x', ['l0', 'd3'])]],
    ['a class string is read too', [span('y', [])].map((node) => ({ ...node, properties: { class: 'l0 d0' } })), [text('y')]],
  ])('%s', (_label, input, expected) => {
    expect(plainTokens(input)).toEqual(expected);
  });

  it('a highlighted demo keeps its text and loses the default tokens’ elements', async () => {
    const source = "import * as React from 'react';\nconst rows = [{ id: 1 }];";
    const pre = await highlightPre(source, 'tsx');
    const html = JSON.stringify(pre);
    expect(html).not.toMatch(/"l0","d0"/);
    const textOf = (node: ElementContent | Element): string => (node.type === 'text' ? node.value : 'children' in node ? node.children.map(textOf).join('') : '');
    expect(textOf(pre)).toBe(source);
  });
});
