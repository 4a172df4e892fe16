import path from 'node:path';
import type { Root, Yaml } from 'mdast';
import type { Plugin } from 'unified';
import type { VFile } from 'vfile';
import { ISLANDS } from '@/src/content/islands/definitions';
import type { PageMeta } from '@/src/content/frontMatter';
import { API_METHODS_DIRECTIVE, transformApiMethods } from './apiMethods';
import { transformCallouts } from './callouts';
import { exportConst } from './exports';
import { parseFrontMatter } from './frontMatter';
import { addHeadingIds } from './headings';
import { prepareDemos } from './demos';
import { transformIslands } from './islands';
import { languageOfMarkdownFile, localizeLinks } from './links';

/** The markdown file's path from the project root (the folder that holds `data/`). */
export function sourcePathOf(file: VFile): string {
  const absolute = file.path ? path.resolve(file.cwd, file.path) : '';
  const marker = `${path.sep}data${path.sep}`;
  const index = absolute.lastIndexOf(marker);
  const relative = index === -1 ? path.relative(file.cwd, absolute) : absolute.slice(index + 1);
  return relative.split(path.sep).join('/');
}

export function readPageMeta(tree: Root, file: VFile): PageMeta {
  const yaml = tree.children[0];
  if (yaml?.type !== 'yaml') {
    file.fail('The page has no front matter: start the file with a --- block holding title and description.', {
      line: 1,
      column: 1,
    });
  }
  const node = yaml as Yaml;
  const result = parseFrontMatter(node.value, (node.position?.start.line ?? 1) + 1);
  if (!result.ok) {
    const [first, ...others] = result.problems;
    const more = others.map((problem) => `\n  line ${problem.line}: ${problem.message}`).join('');
    file.fail(`${first?.message ?? 'Invalid front matter.'}${more}`, { line: first?.line ?? 1, column: 1 });
  }
  return result.meta;
}

export interface RemarkDocsOptions {
  /** Names of `::name` leaf directives that a later plugin handles (demos). */
  leafDirectives?: string[];
}

/**
 * The site's markdown conventions in one remark plugin. Needs remark-frontmatter and
 * remark-directive before it. Exports `meta`, `toc`, `sourcePath` and `islands` from the module.
 */
const remarkDocs: Plugin<[RemarkDocsOptions?], Root> = (options = {}) => {
  return async (tree, file) => {
    const meta = readPageMeta(tree, file);
    transformCallouts(tree, file, [...Object.keys(ISLANDS), API_METHODS_DIRECTIVE, ...(options.leafDirectives ?? [])]);
    const language = languageOfMarkdownFile(file.path ?? '');
    transformApiMethods(tree, file, language);
    const islandNodes = transformIslands(tree, file);
    await prepareDemos(islandNodes, file);
    const islands = islandNodes.map(({ instance }) => instance);
    const toc = addHeadingIds(tree, file);
    localizeLinks(tree, language);
    const sourcePath = sourcePathOf(file);
    Object.assign(file.data, { meta, toc, sourcePath, islands });
    exportConst(tree, 'meta', meta);
    exportConst(tree, 'toc', toc);
    exportConst(tree, 'sourcePath', sourcePath);
    exportConst(tree, 'islands', islands);
  };
};

export default remarkDocs;
