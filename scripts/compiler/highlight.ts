/**
 * Syntax highlighting, at build time only: one Shiki highlighter per process, loaded once with
 * every language a page may use, for the fenced code of the markdown, the demos' sources and
 * the API pages' import lines. Light colours are written inline, dark ones as `--shiki-dark`
 * variables that the site's CSS switches on, so no highlighter ships to the browser.
 */
import type { Element, ElementContent, Root } from 'hast';
import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import { createHighlighter, type BundledLanguage, type Highlighter, type ShikiTransformer } from 'shiki';
import { CODE_THEMES, tokenClasses } from '@/src/content/build/codePalette';
import { parseCodeMeta } from './codeMeta';
import { plainTokens } from './plainTokens';

export { CODE_THEMES };

/** Languages fenced code blocks may name. Anything else is a build error (usually a typo). */
export const CODE_LANGUAGES = [
  'tsx',
  'ts',
  'typescript',
  'jsx',
  'js',
  'javascript',
  'json',
  'bash',
  'sh',
  'shell',
  'css',
  'diff',
  'html',
  'md',
  'markdown',
  'yaml',
  'text',
] as const;

/**
 * No time limit per line: Shiki's default (500 ms) gives up on a line whose tokenizing takes
 * longer (the first line of a grammar compiles its expressions) and colours the rest of it as
 * one token, so a busy machine built wrongly coloured code.
 */
const TOKENIZE = { tokenizeTimeLimit: 0 } as const;

/**
 * Token colours as the content style sheet's palette classes (src/content/build/codePalette.ts);
 * a token in the text's own colour as plain text (plainTokens.ts).
 */
const paletteClasses: ShikiTransformer = {
  name: 'docs-palette-classes',
  span(node) {
    const { style } = node.properties;
    if (typeof style !== 'string') {
      return;
    }
    const { classes, style: rest } = tokenClasses(style);
    if (classes.length > 0) {
      this.addClassToHast(node, classes);
    }
    if (rest) {
      node.properties.style = rest;
    } else {
      delete node.properties.style;
    }
  },
  line(node) {
    // Shiki's hast types come from its own nested copy of @types/hast: same shape, other package.
    node.children = plainTokens(node.children as unknown as ElementContent[]) as unknown as typeof node.children;
  },
};

const HIGHLIGHTED = CODE_LANGUAGES.filter((language): language is Exclude<typeof language, 'text'> => language !== 'text');

let highlighter: Promise<Highlighter> | null = null;

/** The process's highlighter, created on first use (about a second) and kept. */
export function loadHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: Object.values(CODE_THEMES), langs: HIGHLIGHTED as BundledLanguage[] });
  return highlighter;
}

/**
 * Highlights the `pre > code` blocks of a page's tree. A fence's meta can give a title and
 * lines to highlight: ```tsx title="App.tsx" {2,4-5}
 */
export async function highlightCodeBlocks(tree: Root): Promise<void> {
  const transform = rehypeShikiFromHighlighter(await loadHighlighter(), {
    themes: CODE_THEMES,
    ...TOKENIZE,
    defaultLanguage: 'text',
    addLanguageClass: true,
    transformers: [
      paletteClasses,
      {
        name: 'docs-code-meta',
        pre(node) {
          const { title } = parseCodeMeta(this.options.meta?.__raw);
          if (title) {
            node.properties['data-title'] = title;
          }
        },
        line(node, line) {
          if (parseCodeMeta(this.options.meta?.__raw).highlight.has(line)) {
            this.addClassToHast(node, 'highlighted');
          }
        },
      },
    ],
  }) as unknown as (tree: Root) => Promise<void> | undefined;
  await transform(tree);
}

/** `code` highlighted as Shiki's `<pre>` element. */
export async function highlightPre(code: string, lang: 'tsx' | 'jsx'): Promise<Element> {
  const root = (await loadHighlighter()).codeToHast(code.trimEnd(), { lang, themes: CODE_THEMES, defaultColor: 'light', transformers: [paletteClasses], ...TOKENIZE });
  // Shiki's hast types come from its own nested copy of @types/hast: same shape, other package.
  const pre = root.children.find((child) => child.type === 'element' && child.tagName === 'pre') as unknown as Element | undefined;
  if (!pre) {
    throw new Error('Shiki returned no <pre> element.');
  }
  return pre;
}

/** `code` highlighted as HTML (the API pages' import lines and declarations): code reads left to right on rtl pages too. */
export async function highlightHtml(code: string): Promise<string> {
  const html = (await loadHighlighter()).codeToHtml(code, { lang: 'tsx', themes: CODE_THEMES, defaultColor: 'light', transformers: [paletteClasses], ...TOKENIZE });
  return html.replace(/^<pre /, '<pre dir="ltr" ');
}
