/**
 * The one markdown parser of the site: CommonMark with front matter, GitHub tables and task
 * lists, and `::directives`. Every page is parsed here once per compile, and the API data's JSDoc
 * snippets here too; nothing else in the project imports a markdown parser.
 */
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { VFile } from 'vfile';

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective).freeze();

/** The markdown of `file` as a syntax tree, with positions (line, column, offset) on every node. */
export function parseMarkdown(file: VFile): Root {
  return parser.parse(file);
}

const snippetParser = unified().use(remarkParse).use(remarkGfm).freeze();

/**
 * A markdown snippet (the packages' JSDoc descriptions) as HTML: CommonMark with GitHub
 * tables, no front matter or directives, raw HTML dropped.
 */
export function markdownSnippetToHtml(text: string): string {
  return toHtml(toHast(snippetParser.parse(text))).trim();
}
