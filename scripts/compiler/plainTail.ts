/**
 * Build time: a long demo's code panel in the page's HTML colours only the lines a reader sees
 * before expanding it. The lines after the first `keep` become plain text in the same `<code>`:
 * the source stays whole (copy, the editor, readers without JavaScript), the page carries about
 * a fifth of the markup for it, and the live demo fetches the source highlighted whole when the
 * reader expands the panel (src/content/build/demoFiles.ts, `files.ts`).
 */
import type { Element, ElementContent } from 'hast';

/** The text a node holds, its descendants' included. */
function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

function isLine(node: ElementContent): node is Element {
  if (node.type !== 'element') return false;
  const value = node.properties.className ?? node.properties.class;
  return Array.isArray(value) ? value.includes('line') : value === 'line';
}

/**
 * The `pre` (Shiki's `pre > code > span.line`) with every line after the first `keep` as plain
 * text, joined into one text node with the newlines between them. The same `pre` when it has
 * `keep` lines or fewer, or no `code` inside.
 */
export function plainTail(pre: Element, keep: number): Element {
  const code = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
  if (!code) return pre;
  let lines = 0;
  const kept: ElementContent[] = [];
  let tail = '';
  for (const child of code.children) {
    if (isLine(child)) lines += 1;
    if (lines <= keep) {
      kept.push(child);
    } else {
      tail += textOf(child);
    }
  }
  if (tail === '') return pre;
  const plainCode: Element = { ...code, children: [...kept, { type: 'text', value: tail }] };
  return { ...pre, children: pre.children.map((child) => (child === code ? plainCode : child)) };
}
