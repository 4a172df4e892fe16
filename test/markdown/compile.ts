import { evaluate } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { VFile } from 'vfile';
import type { MarkdownModule } from '@/src/content/types';
import rehypeDocs from '@/scripts/markdown/rehypeDocs';
import { loadStandardRemarkPlugins } from '@/scripts/markdown/plugins.mjs';
import remarkDocs from '@/scripts/markdown/remarkDocs';

const STANDARD = await loadStandardRemarkPlugins();

/** Compiles markdown exactly as the site's MDX loader does and renders it to HTML. */
export async function compileMarkdown(
  value: string,
  path = '/project/data/data-grid/sorting/sorting.md',
  cwd = '/project',
): Promise<{ module: MarkdownModule; html: string }> {
  const file = new VFile({ path, value, cwd });
  const compiled = (await evaluate(file, {
    ...runtime,
    format: 'md',
    remarkPlugins: [...STANDARD, remarkDocs],
    rehypePlugins: [rehypeDocs],
  })) as unknown as MarkdownModule;
  return { module: compiled, html: renderToStaticMarkup(createElement(compiled.default)) };
}

export const FRONT = '---\ntitle: Data Grid - Sorting\ndescription: Sort rows by one or more columns.\n---\n';
