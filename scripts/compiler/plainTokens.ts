/**
 * Build time: the tokens of a highlighted line that need no element. A token in the code's
 * own text colour in both themes (the palettes' first class each, `l0 d0`) is drawn by the
 * `pre` already, so it becomes plain text, and neighbouring text joins into one node. About a
 * third of a demo's tokens are such (identifiers, punctuation): a third fewer elements for the
 * browser to parse, style and lay out on every page with code, and the same text and colours.
 */
import type { Element, ElementContent } from 'hast';
import { DEFAULT_TOKEN_CLASSES } from '@/src/content/build/codePalette';

function classList(node: Element): string[] {
  const value = node.properties.class ?? node.properties.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : [];
}

/** The text of a token span with the default colours and nothing else (no inline style, no other attribute); null for any other span. */
function plainTokenText(node: Element): string | null {
  const keys = Object.keys(node.properties).filter((key) => key !== 'class' && key !== 'className');
  const classes = classList(node);
  const plain = node.tagName === 'span' && keys.length === 0 && classes.length === DEFAULT_TOKEN_CLASSES.length && DEFAULT_TOKEN_CLASSES.every((name) => classes.includes(name));
  const texts = node.children.flatMap((child) => (child.type === 'text' ? [child.value] : []));
  return plain && texts.length === node.children.length ? texts.join('') : null;
}

/** The text a node draws in the default colour: a text node's, a plain token's; null for any other node. */
function textOf(node: ElementContent): string | null {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? plainTokenText(node) : null;
}

/** A line's tokens with the default-coloured ones as text, neighbouring text joined. */
export function plainTokens(children: readonly ElementContent[]): ElementContent[] {
  const result: ElementContent[] = [];
  for (const child of children) {
    const previous = result.at(-1);
    const value = textOf(child);
    if (value === null) {
      result.push(child);
    } else if (previous?.type === 'text') {
      previous.value += value;
    } else {
      result.push({ type: 'text', value });
    }
  }
  return result;
}
