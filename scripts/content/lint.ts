import { readFileSync } from 'node:fs';
import type { Root as HastRoot } from 'hast';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import type { PageMeta } from '@/src/content/frontMatter';
import { checkCodeLanguages } from '../markdown/rehypeDocs';
import { REMARK_PLUGINS } from '../markdown/pipeline';

export interface Problem {
  file: string;
  line: number;
  message: string;
}

/**
 * Where a markdown error points and what it says: a VFileMessage (what the pipeline's plugins
 * throw) carries its place; anything else is placed at line 1.
 */
export function errorPlace(error: unknown): { line: number; column: number; reason: string } {
  type Point = { line?: number; column?: number };
  const message = error as Point & { place?: Point & { start?: Point }; reason?: string };
  const point = message.line !== undefined ? message : (message.place?.start ?? message.place);
  return { line: point?.line ?? 1, column: point?.column ?? 1, reason: message.reason ?? String(error) };
}

export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}: ${problem.message}`;
}

/**
 * Runs a markdown file through the same checks as the build (front matter, callouts,
 * headings, code languages) without compiling it, and reports what is wrong.
 */
export async function lintMarkdown(file: string, root: string): Promise<{ problems: Problem[]; meta?: PageMeta }> {
  const vfile = new VFile({ path: file, cwd: root, value: readFileSync(`${root}/${file}`, 'utf8') });
  let meta: PageMeta | undefined;
  try {
    const processor = unified()
      .use(remarkParse)
      .use(REMARK_PLUGINS)
      .use(remarkRehype)
      .use(() => (tree: HastRoot, f: VFile) => checkCodeLanguages(tree, f));
    await processor.run(processor.parse(vfile), vfile);
    meta = vfile.data.meta as PageMeta | undefined;
  } catch (error) {
    const { line, reason } = errorPlace(error);
    return { problems: [{ file, line, message: reason }] };
  }
  return { problems: [], meta };
}

// `npx tsx scripts/content/lint.ts data/a/a.md data/b/b.md` checks just those files.
if (process.argv[1]?.endsWith('lint.ts') && process.argv.length > 2) {
  const files = process.argv.slice(2);
  const results = await Promise.all(files.map((file) => lintMarkdown(file, process.cwd())));
  const problems = results.flatMap((result) => result.problems);
  for (const problem of problems) {
    console.error(formatProblem(problem));
  }
  console.log(`${files.length} file(s) checked, ${problems.length} problem(s).`);
  process.exitCode = problems.length > 0 ? 1 : 0;
}
