/**
 * How tall a block of compiled markup is at least, on the widest content column: where a page's
 * first screen ends (./facts.ts, src/content/shared/firstScreen.ts). Every figure errs low, so
 * blocks whose estimated top is within FIRST_SCREEN_HEIGHT_PX cover at least that much of any
 * screen; a phone's narrower column makes them taller still.
 */
import type { Element, ElementContent } from 'hast';

/** Figures measured on the site's content styles (src/content/build/styles.ts), rounded down. */
const MEASURED = {
  /** One line of prose: 16 px type at line height 1.7 (27.2 px). */
  linePx: 27,
  /**
   * Characters of prose per line on the widest column (820 px): about 94 are measured, and
   * counting more lines per character would err high.
   */
  charsPerLine: 110,
  /** The space under a paragraph or a list (20 px measured). */
  paragraphGapPx: 16,
  /** One line of a code block (21.5 px). */
  codeLinePx: 21,
  /** One table row of a single line (41 px). */
  tableRowPx: 40,
  /** A heading with its top margin, by level: h2 is 31 px high after a 48 px margin. */
  headingPx: new Map([
    ['h1', 70],
    ['h2', 70],
    ['h3', 50],
    ['h4', 40],
    ['h5', 40],
    ['h6', 40],
  ]),
} as const;

/** Elements that start a block of their own; anything else flows inside a line of text. */
const BLOCKS = new Set([
  'address', 'article', 'aside', 'blockquote', 'details', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer',
  'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'nav', 'ol', 'p', 'pre', 'section', 'summary',
  'table', 'tbody', 'tfoot', 'thead', 'tr', 'ul',
]);

/** Elements a reader with JavaScript does not see in the flow (an island's fallback, styles, overlaid buttons). */
const UNSEEN = new Set(['noscript', 'script', 'style', 'template', 'button']);

/** The `height` or `min-height` in pixels that an element's own style sets, if any. */
function styled(element: Element, property: 'height' | 'min-height'): number | undefined {
  const style = element.properties.style;
  const match = typeof style === 'string' ? new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*(\\d+(?:\\.\\d+)?)px`).exec(style) : null;
  return match ? Number(match[1]) : undefined;
}

function textLength(node: ElementContent): number {
  if (node.type === 'text') return node.value.replace(/\s+/g, ' ').length;
  if (node.type !== 'element' || UNSEEN.has(node.tagName)) return 0;
  return node.children.reduce((sum, child) => sum + textLength(child), 0);
}

const textLines = (chars: number) => Math.ceil(chars / MEASURED.charsPerLine);

/** The least height, in CSS pixels, that `node` takes in the flow of the content column. */
export function blockHeight(node: ElementContent): number {
  if (node.type !== 'element') return 0;
  const { tagName, properties, children } = node;
  if (UNSEEN.has(tagName) || properties.hidden !== undefined || (properties.className as string[] | undefined)?.includes('visually-hidden')) {
    return 0;
  }
  // A set height is the height (an island's static preview clips its code); a minimum is a floor.
  const fixed = styled(node, 'height');
  if (fixed !== undefined) return fixed;
  const floor = styled(node, 'min-height') ?? 0;
  let flow: number;
  const heading = MEASURED.headingPx.get(tagName);
  if (heading !== undefined) {
    flow = heading;
  } else if (tagName === 'pre') {
    flow = textOfCode(node).split('\n').length * MEASURED.codeLinePx;
  } else if (tagName === 'tr') {
    flow = MEASURED.tableRowPx;
  } else if (tagName === 'details' && properties.open === undefined) {
    // Closed: only its summary shows.
    const summary = children.find((child) => child.type === 'element' && child.tagName === 'summary');
    flow = summary ? blockHeight(summary) : MEASURED.linePx;
  } else if (children.some((child) => child.type === 'element' && BLOCKS.has(child.tagName))) {
    // Blocks stack; text between them is not counted.
    flow = children.reduce((sum, child) => sum + blockHeight(child), 0);
  } else {
    const chars = textLength(node);
    flow = chars === 0 ? 0 : textLines(chars) * MEASURED.linePx + (tagName === 'p' ? MEASURED.paragraphGapPx : 0);
  }
  return Math.max(floor, flow);
}

function textOfCode(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  return node.children.map(textOfCode).join('');
}
