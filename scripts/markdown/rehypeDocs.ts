import rehypeShiki from '@shikijs/rehype';
import type { Element, Root } from 'hast';
import type { Plugin, Transformer } from 'unified';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { CODE_THEMES } from '@/src/content/shared/codeThemes';
import { linkApiNames } from './apiLinks';
import { parseCodeMeta } from './codeMeta';
import { languageOfMarkdownFile } from './links';

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

export { CODE_THEMES };

function languageOf(code: Element): string | undefined {
  const classes = code.properties.className;
  const list = Array.isArray(classes) ? classes : [];
  const found = list.find((name) => typeof name === 'string' && name.startsWith('language-'));
  return typeof found === 'string' ? found.slice('language-'.length) : undefined;
}

/** Fails the build, naming the line, when a code block names a language we do not highlight. */
export function checkCodeLanguages(tree: Root, file: VFile): void {
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'pre') {
      return;
    }
    const code = node.children.find(
      (child): child is Element => child.type === 'element' && child.tagName === 'code',
    );
    const language = code ? languageOf(code) : undefined;
    if (language && !(CODE_LANGUAGES as readonly string[]).includes(language)) {
      file.fail(
        `Unknown code block language "${language}". Use one of: ${CODE_LANGUAGES.join(', ')}.`,
        node,
      );
    }
  });
}

/**
 * Highlights code blocks at build time with light and dark colours (the dark ones as
 * `--shiki-dark` variables that the site's CSS switches on), so no highlighter ships.
 * A fence's meta can give a title and lines to highlight: ```tsx title="App.tsx" {2,4-5}
 */
const rehypeDocs: Plugin<[], Root> = function rehypeDocs() {
  const highlight = rehypeShiki.call(this, {
    themes: CODE_THEMES,
    langs: CODE_LANGUAGES.filter((language): language is Exclude<typeof language, 'text'> => language !== 'text'),
    defaultLanguage: 'text',
    addLanguageClass: true,
    transformers: [
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
  }) as Transformer<Root, Root>;
  return async (tree, file) => {
    checkCodeLanguages(tree, file);
    await highlight(tree, file, () => undefined);
    linkApiNames(tree, languageOfMarkdownFile(file.path ?? ''));
    // Demo placeholders get their no-JavaScript source (already highlighted) now.
    const noScript = file.data.demoNoScript;
    if (noScript) {
      visit(tree, 'element', (node: Element) => {
        const id = node.properties.id;
        const island = node.properties.dataIsland ?? node.properties['data-island'];
        if (typeof id === 'string' && noScript[id] && island === 'demo') {
          node.children = [noScript[id]];
        }
      });
    }
    // Code reads left to right on right-to-left pages too (`dir` also isolates inline code).
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'pre' || node.tagName === 'code') {
        node.properties.dir = 'ltr';
      }
    });
  };
};

export default rehypeDocs;
