import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { VFile } from 'vfile';
import { runCompiled } from '@/src/content/build/compiled';
import type { MarkdownModule } from '@/src/content/types';
import { compileMarkdown as compileWithPipeline } from '@/scripts/markdown/pipeline';

/** Compiles markdown exactly as the content build does, runs it as getStaticProps does and renders it to HTML. */
export async function compileMarkdown(
  value: string,
  path = '/project/data/data-grid/sorting/sorting.md',
  cwd = '/project',
): Promise<{ module: MarkdownModule; html: string }> {
  const compiled = runCompiled(await compileWithPipeline(new VFile({ path, value, cwd })));
  return { module: compiled, html: renderToStaticMarkup(createElement(compiled.default)) };
}

export const FRONT = '---\ntitle: Data Grid - Sorting\ndescription: Sort rows by one or more columns.\n---\n';
