/**
 * What the compiler reads off a page besides its HTML: from the markdown tree, the stats of the
 * content report and the code blocks to type-check; from the rendered HTML, the links it makes,
 * the anchors it offers and the sections a search can land on.
 */
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import type { Root, RootContent } from 'mdast';
import type { CodeBlock, OutgoingLink, PageStats, SearchSection } from '@/src/content/record';
import { SEARCH_MEMBER_ATTRIBUTE } from '@/src/config/searchMarkup';
import { FIRST_SCREEN_BLOCKS, FIRST_SCREEN_HEIGHT_PX, FIRST_SCREEN_MAX_CHARS, FIRST_SCREEN_MIN_REST, REST_PIECE_MAX_CHARS, type FirstScreen } from '@/src/content/shared/firstScreen';
import { blockHeight } from './blockHeight';

/** Words of a piece of prose: marks that are not words split them, tokens without a letter or digit do not count. */
function countWords(text: string): number {
  return text
    .replace(/[#>*_|]/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

const EXPLICIT_ID = /\{#[\w-]+\}\s*$/;

/**
 * Words of prose (front matter, code, directives and HTML left out; inline code counts as one
 * word, a callout's title does not), live demos and fenced code blocks of a markdown tree.
 */
export function markdownStats(tree: Root): PageStats {
  const stats: PageStats = { words: 0, demos: 0, codeBlocks: 0 };
  const walk = (nodes: readonly RootContent[]) => {
    for (const node of nodes) {
      switch (node.type) {
        case 'yaml':
        case 'html':
          break;
        case 'code':
          stats.codeBlocks += 1;
          break;
        case 'leafDirective':
          if (node.name === 'demo') {
            stats.demos += 1;
          }
          break;
        case 'inlineCode':
        case 'textDirective':
          stats.words += 1;
          break;
        case 'image':
          stats.words += countWords(node.alt ?? '');
          break;
        case 'text':
          stats.words += countWords(node.value.replace(EXPLICIT_ID, ''));
          break;
        case 'paragraph':
          // A callout's title (`:::warning[Title]`) is markup, not prose.
          if (!node.data?.directiveLabel) {
            walk(node.children);
          }
          break;
        default:
          if ('children' in node) {
            walk(node.children as RootContent[]);
          }
      }
    }
  };
  walk(tree.children);
  return stats;
}

/** The ```ts / ```tsx blocks of a markdown tree, with the line of their opening fence. */
export function codeBlocksOf(tree: Root): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const walk = (nodes: readonly RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'code') {
        const lang = node.lang?.toLowerCase() === 'typescript' ? 'ts' : node.lang?.toLowerCase();
        if (lang === 'ts' || lang === 'tsx') {
          blocks.push({
            lang,
            line: node.position?.start.line ?? 1,
            code: node.value,
            fragment: /(^|\s)fragment(\s|$)/.test(node.meta ?? ''),
          });
        }
      } else if ('children' in node) {
        walk(node.children as RootContent[]);
      }
    }
  };
  walk(tree.children);
  return blocks;
}

/** Elements whose text is not content a reader searches for. */
const UNSEARCHED = new Set(['pre', 'noscript', 'script', 'style', 'svg', 'button', 'template']);

function textOf(node: ElementContent): string {
  if (node.type === 'text') {
    return node.value;
  }
  if (node.type !== 'element' || UNSEARCHED.has(node.tagName) || node.properties.dataPagefindIgnore !== undefined) {
    return '';
  }
  // Inline elements join their neighbours; blocks are separated.
  const inner = node.children.map(textOf).join('');
  return /^(p|li|td|th|tr|div|h[1-6]|dt|dd|aside|section|table|ul|ol|summary|details)$/.test(node.tagName) ? ` ${inner} ` : inner;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface HtmlFacts {
  search: SearchSection[];
  links: OutgoingLink[];
  anchors: string[];
  firstScreen: FirstScreen | null;
}

/**
 * Where the rest's pieces after the first begin: at the block starts `starts` (after `end`, the
 * last one the end of the markup), each piece as long as it can be within REST_PIECE_MAX_CHARS.
 */
function pieceStarts(starts: readonly number[], end: number): number[] {
  const pieces: number[] = [];
  let pieceStart = end;
  let previous = end;
  for (const start of starts) {
    // The piece so far ends before this block; past the limit, it is cut at the last block start.
    if (start - pieceStart > REST_PIECE_MAX_CHARS && previous > pieceStart) {
      pieces.push(previous);
      pieceStart = previous;
    }
    previous = start;
  }
  return pieces;
}

/**
 * Where the body's first screen ends (src/content/shared/firstScreen.ts): after the first blocks
 * that are at least FIRST_SCREEN_HEIGHT_PX tall (./blockHeight.ts), at most FIRST_SCREEN_BLOCKS
 * of them and FIRST_SCREEN_MAX_CHARS of markup. A body of one block (an API page's wrapper) is
 * split inside that block, one level down, the same way (the rest is then added to it). Null
 * when what follows is too little to be worth a later frame (FIRST_SCREEN_MIN_REST).
 */
export function firstScreenOf(tree: HastRoot, html: string): FirstScreen | null {
  let parent: HastRoot | Element = tree;
  for (let depth = 0; ; depth += 1) {
    const children: readonly (HastRoot | Element)['children'][number][] = parent.children;
    const blocks = children.filter((child): child is Element => child.type === 'element' && child.position !== undefined);
    const starts = blocks.map((block) => block.position?.start.offset ?? 0);
    const first = children.find((child): child is Element => child.type === 'element');
    let end: number | undefined;
    let reach = 0;
    for (let count = 1; count <= FIRST_SCREEN_BLOCKS && count < starts.length; count += 1) {
      const next = starts[count] as number;
      if (next > FIRST_SCREEN_MAX_CHARS) break;
      end = next;
      reach += blockHeight(blocks[count - 1] as Element);
      if (reach >= FIRST_SCREEN_HEIGHT_PX) break;
    }
    if (end !== undefined) {
      return html.length - end >= FIRST_SCREEN_MIN_REST ? { end, depth, pieces: pieceStarts([...starts.filter((start) => start > end), html.length], end) } : null;
    }
    // The rest is added to the block it starts in, which must then be the level's only block.
    if (!first || starts.length !== 1) return null;
    parent = first;
  }
}

/**
 * Reads the rendered HTML of a page: every link (with the markdown line its URL was written on,
 * from `linkLines`, keyed by the URL as rendered; 0 for generated links), every `id`, and the
 * page's search sections: its top, each h2 / h3 with an id, and each API member
 * (`data-search-member`).
 */
export function analyseHtml(html: string, title: string, linkLines: ReadonlyMap<string, number>): HtmlFacts {
  const tree: HastRoot = fromHtml(html, { fragment: true });
  const anchors = new Set<string>();
  const links = new Map<string, number>();
  const sections: SearchSection[] = [{ anchor: '', title, kind: 'page', text: '' }];
  let current = sections[0] as SearchSection;
  const texts = new Map<SearchSection, string[]>([[current, []]]);

  const visitElement = (node: Element) => {
    const id = typeof node.properties.id === 'string' ? node.properties.id : undefined;
    if (id) {
      anchors.add(id);
    }
    if (node.tagName === 'a' && typeof node.properties.href === 'string' && !links.has(node.properties.href)) {
      links.set(node.properties.href, linkLines.get(node.properties.href) ?? 0);
    }
    if (id && /^h[23]$/.test(node.tagName)) {
      current = { anchor: id, title: collapse(node.children.map(textOf).join('')).replace(/\s*#$/, ''), kind: 'section', text: '' };
      sections.push(current);
      texts.set(current, []);
      return;
    }
    const member = node.properties[toCamel(SEARCH_MEMBER_ATTRIBUTE)];
    if (id && member !== undefined) {
      const [first, ...rest] = node.children.filter((child): child is Element => child.type === 'element');
      const name = (typeof member === 'string' && member.trim()) || collapse(first ? textOf(firstCode(first) ?? first) : '');
      sections.push({ anchor: id, title: name, kind: 'member', text: collapse(rest.map(textOf).join(' ')) });
      for (const child of node.children) {
        if (child.type === 'element') walkLinksAndIds(child);
      }
      return;
    }
    if (UNSEARCHED.has(node.tagName) || node.properties.dataPagefindIgnore !== undefined) {
      walkLinksAndIds(node);
      return;
    }
    for (const child of node.children) {
      if (child.type === 'element') {
        visitElement(child);
      } else if (child.type === 'text') {
        texts.get(current)?.push(child.value);
      }
    }
    if (/^(p|li|td|th|h[1-6]|dt|dd|summary)$/.test(node.tagName)) {
      texts.get(current)?.push(' ');
    }
  };
  // Links and ids inside parts whose text is not searched still count.
  const walkLinksAndIds = (node: Element) => {
    const id = typeof node.properties.id === 'string' ? node.properties.id : undefined;
    if (id) anchors.add(id);
    if (node.tagName === 'a' && typeof node.properties.href === 'string' && !links.has(node.properties.href)) {
      links.set(node.properties.href, linkLines.get(node.properties.href) ?? 0);
    }
    for (const child of node.children) {
      if (child.type === 'element') walkLinksAndIds(child);
    }
  };

  for (const child of tree.children) {
    if (child.type === 'element') {
      visitElement(child);
    } else if (child.type === 'text') {
      texts.get(current)?.push(child.value);
    }
  }
  for (const section of sections) {
    const text = texts.get(section);
    if (text) {
      section.text = collapse(text.join(''));
    }
  }
  return {
    search: sections,
    links: [...links].map(([href, line]) => ({ href, line })),
    anchors: [...anchors],
    firstScreen: firstScreenOf(tree, html),
  };
}

/** The first `code` element inside `node`, if any: where an API row's name cell shows the name. */
function firstCode(node: Element): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'code') return child;
    const found = firstCode(child);
    if (found) return found;
  }
  return undefined;
}

/** `data-search-member` → `dataSearchMember`, hast's property name. */
function toCamel(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}
