/**
 * The markdown pipeline, declared once. Every compile of a page (the content build, the content
 * lint, the unit tests) runs the standard remark plugins, in this order, then the site's own
 * remark plugin (remarkDocs); the site's rehype plugin (rehypeDocs) comes last.
 */
import { compile } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import type { VFile } from 'vfile';
import rehypeDocs from './rehypeDocs';
import remarkDocs from './remarkDocs';

/**
 * Every remark plugin of a page's compile, in order: the parsing extensions (front matter,
 * GitHub tables and task lists, `::directives`), then the site's conventions.
 */
export const REMARK_PLUGINS: PluggableList = [remarkFrontmatter, remarkGfm, remarkDirective, remarkDocs];

/** Every rehype plugin of a page's compile, in order. */
export const REHYPE_PLUGINS: PluggableList = [rehypeDocs];

/**
 * Compiles a markdown file to the body of a function that returns its module: the content
 * component (`default`) and the exports the plugins add (`meta`, `toc`, `sourcePath`, `islands`).
 * It is called with the automatic JSX runtime (`react/jsx-runtime`) as its one argument.
 * A problem in the file throws an error naming its line (a VFileMessage).
 */
export async function compileMarkdown(file: VFile): Promise<string> {
  const compiled = await compile(file, {
    format: 'md',
    outputFormat: 'function-body',
    remarkPlugins: REMARK_PLUGINS,
    rehypePlugins: REHYPE_PLUGINS,
  });
  return String(compiled);
}
