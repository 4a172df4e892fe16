/**
 * Small markdown writers for the twins: code spans and fences that survive backticks in the
 * code, table cells on one line, and the API reference's JSDoc HTML back to markdown.
 *
 * The HTML converter only knows what the API generator produces from JSDoc markdown
 * (scripts/api/format.ts: p, code, a, strong, em, ul, ol, li, pre, br); any other tag keeps
 * its text. It is not a general HTML parser and is never given third-party HTML.
 */

/** The longest run of backticks in a text. */
function longestBacktickRun(text: string): number {
  return Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
}

/** `code` as a code span, with enough backticks (and spaces) to hold backticks inside. */
export function codeSpan(code: string): string {
  const ticks = '`'.repeat(longestBacktickRun(code) + 1);
  const padded = code.startsWith('`') || code.endsWith('`') ? ` ${code} ` : code;
  return `${ticks}${padded}${ticks}`;
}

/** A fenced code block whose fence is longer than any backtick run of the code. */
export function fencedCode(code: string, lang: string, title?: string): string {
  const fence = '`'.repeat(Math.max(3, longestBacktickRun(code) + 1));
  const info = title ? `${lang} title="${title}"` : lang;
  return `${fence}${info}\n${code.replace(/\s+$/, '')}\n${fence}`;
}

/** Text of a table cell: one line (line breaks become `<br>`), pipes escaped. */
export function tableCell(text: string): string {
  return text
    .trim()
    .replace(/\n{2,}/g, '<br><br>')
    .replace(/\n/g, '<br>')
    .replace(/\|/g, '\\|');
}

/** A GFM table; cells are made one-line with `tableCell`. */
export function markdownTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(tableCell).join(' | ')} |`;
  return [line(headers), `| ${headers.map(() => '---').join(' | ')} |`, ...rows.map(line)].join('\n');
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) {
      return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    }
    if (entity.startsWith('#')) {
      return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? match;
  });
}

interface HtmlElement {
  tag: string;
  attributes: Record<string, string>;
  children: HtmlNode[];
}
type HtmlNode = HtmlElement | string;

const VOID_TAGS = new Set(['br', 'hr', 'img', 'wbr', 'input']);

function parseAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(/([a-zA-Z_:][\w:.-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attributes[(match[1] ?? '').toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

function parseHtml(html: string): HtmlNode[] {
  const root: HtmlElement = { tag: '#root', attributes: {}, children: [] };
  const stack: HtmlElement[] = [root];
  const tokens = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*?)(\/?)>|[^<]+|</g;
  for (const match of html.matchAll(tokens)) {
    const current = stack.at(-1) ?? root;
    const [token, closing, rawTag, rawAttributes, selfClosing] = match;
    if (token.startsWith('<!--')) {
      continue;
    }
    if (!rawTag) {
      current.children.push(decodeEntities(token));
      continue;
    }
    const tag = rawTag.toLowerCase();
    if (closing) {
      const index = stack.map((element) => element.tag).lastIndexOf(tag);
      if (index > 0) {
        stack.length = index;
      }
      continue;
    }
    const element: HtmlElement = { tag, attributes: parseAttributes(rawAttributes ?? ''), children: [] };
    current.children.push(element);
    if (!selfClosing && !VOID_TAGS.has(tag)) {
      stack.push(element);
    }
  }
  return root.children;
}

function textOf(nodes: readonly HtmlNode[]): string {
  return nodes.map((node) => (typeof node === 'string' ? node : textOf(node.children))).join('');
}

/** Inline text: a `<T>` or `</…>` in prose stays text, not an HTML tag. */
function escapeText(text: string): string {
  return text.replace(/<(?=[A-Za-z/!?])/g, '\\<');
}

function indent(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line, index) => (index === 0 || line === '' ? line : `${prefix}${line}`))
    .join('\n');
}

function renderNodes(nodes: readonly HtmlNode[]): string {
  return nodes.map(renderNode).join('');
}

function renderList(element: HtmlElement): string {
  const items = element.children.filter((child): child is HtmlElement => typeof child !== 'string' && child.tag === 'li');
  const start = Number(element.attributes.start ?? 1) || 1;
  const lines = items.map((item, index) => {
    const marker = element.tag === 'ol' ? `${start + index}. ` : '- ';
    const body = renderNodes(item.children).trim().replace(/\n{3,}/g, '\n\n');
    return `${marker}${indent(body, ' '.repeat(marker.length))}`;
  });
  return `\n\n${lines.join('\n')}\n\n`;
}

function renderNode(node: HtmlNode): string {
  if (typeof node === 'string') {
    // Whitespace between block elements is layout, not text.
    return /^\s*$/.test(node) && node.includes('\n') ? '' : escapeText(node.replace(/\s*\n\s*/g, ' '));
  }
  switch (node.tag) {
    case 'p':
      return `\n\n${renderNodes(node.children).trim()}\n\n`;
    case 'br':
      return '\n';
    case 'code':
      return codeSpan(textOf(node.children));
    case 'pre': {
      const code = node.children.find((child): child is HtmlElement => typeof child !== 'string' && child.tag === 'code');
      const lang = /language-(\w+)/.exec(code?.attributes.class ?? '')?.[1] ?? '';
      return `\n\n${fencedCode(textOf(code ? code.children : node.children), lang)}\n\n`;
    }
    case 'a': {
      const text = renderNodes(node.children).trim();
      const href = node.attributes.href;
      return href ? `[${text || href}](${href})` : text;
    }
    case 'strong':
    case 'b':
      return `**${renderNodes(node.children)}**`;
    case 'em':
    case 'i':
      return `_${renderNodes(node.children)}_`;
    case 'ul':
    case 'ol':
      return renderList(node);
    default:
      return renderNodes(node.children);
  }
}

/** JSDoc HTML of the API reference as markdown blocks. */
export function htmlToMarkdown(html: string): string {
  return renderNodes(parseHtml(html))
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The same, for a table cell: paragraphs and list items on one line separated by `<br>`
 * (code blocks become code spans, since a cell cannot hold a fence).
 */
export function htmlToCell(html: string): string {
  const withoutBlocks = html.replace(/<pre[^>]*>\s*<code[^>]*>([\s\S]*?)<\/code>\s*<\/pre>/g, (_match, code: string) => {
    return `<p><code>${code.trim().replace(/\s*\n\s*/g, ' ')}</code></p>`;
  });
  return tableCell(htmlToMarkdown(withoutBlocks));
}
