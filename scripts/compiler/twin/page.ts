/**
 * A docs page's markdown as its twin: the author's text kept as written (the tree is only used
 * to find what to replace, the rest is copied from the source byte for byte), with
 *
 * - the front matter removed (the title and description lead the twin instead);
 * - `::demo{file="X.tsx"}` replaced by the demo's TypeScript source in a ```tsx fence (and the
 *   source of its styling variants, `X.css.tsx` / `X.tailwind.tsx`, when it has them);
 * - `::api-methods{interface="…"}` replaced by the methods table and selectors;
 * - `::theme-builder` and `::locale-demo` (interactive only) replaced by a sentence linking to
 *   the page;
 * - callouts (`:::info` …) turned into GitHub-style alert blockquotes (`> [!NOTE]`);
 * - heading ids (`{#id}`) dropped, `#anchor` links made site paths to the page, and site links
 *   given their trailing slash and, in Chinese, the `/zh` prefix.
 *
 * Anything else written as a block directive is an error naming the file and line.
 */
import type { Definition, Heading, Link, Root, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { isCalloutType, type CalloutType } from '@/src/content/callouts';
import { STYLING_VARIANTS } from '@/src/preferences/values';
import type { Language } from '@/src/config/site';
import { localizePath } from '@/src/i18n/paths';
import { MAIN_DEMO_FILE, variantFileOf } from '@/scripts/content/demoFiles';
import { fencedCode } from './markdownText';
import { twinString } from './strings';

/** A problem in a page's markdown; the message starts with `file:line:column`. */
export class TwinError extends Error {
  constructor(file: string, line: number | undefined, column: number | undefined, message: string) {
    super(`${file}:${line ?? 1}:${column ?? 1}: ${message}`);
    this.name = 'TwinError';
  }
}

export interface TwinPageInput {
  /** The markdown, front matter included. */
  source: string;
  /** Its syntax tree, as parsed (scripts/compiler/parse.ts), before any transform. */
  tree: Root;
  /** The markdown file's path, for error messages (`data/data-grid/sorting/sorting.md`). */
  file: string;
  /** The page's nav pathname (`/x/react-data-grid/sorting`). */
  pathname: string;
  language: Language;
  /** A demo file beside the markdown (`InitialSort.tsx`): its text, or undefined when missing. */
  readDemo: (fileName: string) => string | undefined;
  /** `::api-methods{interface}` as markdown, or undefined for an unknown interface. */
  apiMethods: (interfaceName: string) => string | undefined;
}

/** Callout types as GitHub alert kinds (a blockquote that most markdown readers understand). */
const ALERT_KIND: Record<CalloutType, string> = { info: 'NOTE', success: 'TIP', warning: 'WARNING', error: 'CAUTION' };

/** Directives this renderer knows (the islands of src/islands/definitions.ts and api-methods). */
export const TWIN_DIRECTIVES = ['demo', 'api-methods', 'theme-builder', 'locale-demo'] as const;

const EXPLICIT_ID = /\s*\{#[A-Za-z][\w-]*\}[ \t]*$/;

function startOf(node: { position?: { start: { offset?: number } } }): number {
  return node.position?.start.offset ?? 0;
}
function endOf(node: { position?: { end: { offset?: number } } }): number {
  return node.position?.end.offset ?? 0;
}

/** Continuation lines of a replacement start with what precedes the node on its first line. */
function continuationPrefix(source: string, offset: number): string {
  const lineStart = source.lastIndexOf('\n', offset - 1) + 1;
  const before = source.slice(lineStart, offset);
  return /^[\s>]*$/.test(before) ? before : ' '.repeat(before.length);
}

function indentContinuation(text: string, prefix: string): string {
  if (!prefix) {
    return text;
  }
  return text
    .split('\n')
    .map((line, index) => (index === 0 || line === '' ? line : `${prefix}${line}`))
    .join('\n');
}

export interface TwinPageResult {
  /** The text under the title and description. */
  body: string;
  /** Whether the page has its own "API" section (`## API`), where the API links go. */
  hasApiSection: boolean;
}

/** Renders the page's markdown (front matter included) as its twin's body. */
export function renderPageMarkdown(input: TwinPageInput): TwinPageResult {
  const { source, tree, file, pathname, language } = input;
  const pagePath = localizePath(pathname, language);
  let hasApiSection = false;

  const fail = (node: { position?: { start: { line: number; column: number } } }, message: string): never => {
    throw new TwinError(file, node.position?.start.line, node.position?.start.column, message);
  };

  const rewriteUrl = (url: string): string => {
    if (url.startsWith('#')) {
      return `${pagePath}${url}`;
    }
    return url.startsWith('/') ? localizePath(url, language) : url;
  };

  const demoBlocks = (node: LeafDirective): string => {
    const fileName = node.attributes?.file ?? '';
    if (!MAIN_DEMO_FILE.test(fileName)) {
      fail(node, `"::demo" needs file="Name.tsx" (got "${fileName}").`);
    }
    const main = input.readDemo(fileName);
    if (main === undefined) {
      fail(node, `Demo file not found: ${fileName} should sit beside this page.`);
    }
    const blocks = [fencedCode(main ?? '', 'tsx', fileName)];
    for (const variant of STYLING_VARIANTS) {
      const variantFile = variantFileOf(fileName, variant);
      const variantSource = input.readDemo(variantFile);
      if (variantSource !== undefined) {
        blocks.push(fencedCode(variantSource, 'tsx', variantFile));
      }
    }
    return blocks.join('\n\n');
  };

  const leafDirective = (node: LeafDirective): string => {
    switch (node.name) {
      case 'demo':
        return demoBlocks(node);
      case 'api-methods': {
        const name = node.attributes?.interface ?? '';
        const markdown = name ? input.apiMethods(name) : undefined;
        return markdown ?? fail(node, `"::api-methods" needs interface="…" naming a Data Grid API interface (got "${name}").`);
      }
      case 'theme-builder':
        return `_${twinString(language, 'interactive.themeBuilder')}: [${pagePath}](${pagePath})_`;
      case 'locale-demo':
        return `_${twinString(language, 'interactive.localeDemo')}: [${pagePath}](${pagePath})_`;
      default:
        return fail(node, `Unknown directive "::${node.name}": the markdown twin does not know how to write it (known: ${TWIN_DIRECTIVES.join(', ')}).`);
    }
  };

  const callout = (node: ContainerDirective): string => {
    if (!isCalloutType(node.name)) {
      fail(node, `Unknown callout ":::${node.name}".`);
    }
    const [first, ...rest] = node.children;
    const labelled = first?.type === 'paragraph' && first.data?.directiveLabel;
    const content = labelled ? rest : node.children;
    const label = labelled && first ? first.children : [];
    const title = label.length > 0 ? renderChildren(label, startOf(label[0] as RootContent), endOf(label.at(-1) as RootContent)).trim() : '';
    const body = content.length > 0 ? renderChildren(content, startOf(content[0] as RootContent), endOf(content.at(-1) as RootContent)) : '';
    const ownPrefix = continuationPrefix(source, startOf(node));
    // The content's own lines carry the directive's indentation: take it off, quote, put it back.
    const lines = [
      `[!${ALERT_KIND[node.name as CalloutType]}]`,
      ...(title ? [`**${title}**`] : []),
      ...(body ? ['', ...body.split('\n').map((line) => (line.startsWith(ownPrefix) ? line.slice(ownPrefix.length) : line))] : []),
    ];
    return indentContinuation(lines.map((line) => (line.trim() === '' ? '>' : `> ${line}`)).join('\n'), ownPrefix);
  };

  const renderChildren = (children: readonly RootContent[], from: number, to: number): string => {
    let out = '';
    let cursor = from;
    for (const child of children) {
      out += source.slice(cursor, startOf(child));
      out += renderNode(child);
      cursor = endOf(child);
    }
    return out + source.slice(cursor, to);
  };

  const renderNode = (node: RootContent): string => {
    switch (node.type) {
      case 'yaml':
        return '';
      case 'leafDirective':
        return indentContinuation(leafDirective(node), continuationPrefix(source, startOf(node)));
      case 'containerDirective':
        return callout(node);
      case 'textDirective':
        // `10:30` or `key:value` in prose: text, as the site shows it.
        return source.slice(startOf(node), endOf(node));
      case 'heading': {
        const written = source.slice(startOf(node), endOf(node));
        // The page's own "API" section (its anchor is `api`): the API links go under it.
        if (/\{#api\}\s*$/.test(written) || toString(node as Heading).replace(EXPLICIT_ID, '').trim().toLowerCase() === 'api') {
          hasApiSection = true;
        }
        return renderChildren(node.children, startOf(node), endOf(node)).replace(EXPLICIT_ID, '');
      }
      case 'link':
      case 'definition': {
        const target = node as Link | Definition;
        const url = rewriteUrl(target.url);
        const children = 'children' in target ? target.children : [];
        const text = renderChildren(children, startOf(target), endOf(target));
        if (url === target.url) {
          return text;
        }
        // The URL follows the link text (or the definition's label): replace it there.
        const tailStart = children.length > 0 ? endOf(children.at(-1) as RootContent) - startOf(target) : 0;
        const head = text.slice(0, tailStart);
        const tail = text.slice(tailStart);
        const at = tail.indexOf(target.url);
        return at === -1 ? `${head}${tail}` : `${head}${tail.slice(0, at)}${url}${tail.slice(at + target.url.length)}`;
      }
      default:
        return 'children' in node && Array.isArray(node.children) && node.children.length > 0
          ? renderChildren(node.children as RootContent[], startOf(node), endOf(node))
          : source.slice(startOf(node), endOf(node));
    }
  };

  // Only the ends are trimmed: blank lines and trailing spaces inside are the author's (code, hard breaks).
  const body = renderChildren(tree.children, 0, source.length).trim();
  return { body, hasApiSection };
}
