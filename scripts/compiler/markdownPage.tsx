/**
 * One markdown page through the compiler: each file (the English one, and the translation
 * when there is one) is parsed once; its twin, stats and code blocks are read from that tree;
 * then the site's conventions transform it (front matter, callouts, `::api-methods`, islands
 * and demos, heading ids, links, highlighting) into an HTML tree, which each language that
 * shows the file renders with its own strings and links. Errors name the file and line.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root as HastRoot } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { Emphasis, Html, PhrasingContent, Root, RootContent } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import { renderToStaticMarkup } from 'react-dom/server';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/src/config/site';
import type { PageMeta } from '@/src/content/frontMatter';
import { ISLANDS, type RecordIsland } from '@/src/islands/definitions';
import type { LanguageRecord } from '@/src/content/record';
import type { TocEntry } from '@/src/content/types';
import { I18nProvider } from '@/src/i18n/I18nProvider';
import { localizePath } from '@/src/i18n/paths';
import { loadLanguagePack, type LanguagePack } from '@/src/i18n/languagePacks';
import { apiMethodsMarkdown, apiSectionMarkdown } from './twin/api';
import { apiPageData } from './api/data';
import { apiSectionHtml } from './api/apiPage';
import { API_METHODS_DIRECTIVE, ApiMethods, markApiMethods, API_METHODS_ELEMENT } from './apiMethods';
import { API_OBJECT } from './api/methodsDirective';
import { linkApiNames } from './apiLinks';
import { transformCallouts } from './callouts';
import { contentComponents } from './components';
import { prepareDemos } from './demos';
import { analyseHtml, codeBlocksOf, markdownStats } from './facts';
import { readPageMeta } from './frontMatter';
import { addHeadingIds } from './headings';
import { CODE_LANGUAGES, highlightCodeBlocks } from './highlight';
import { transformIslands } from './islands';
import { languageOfMarkdownFile, localizeLinks } from './links';
import { parseMarkdown } from './parse';
import { composeTwin } from './twin/compose';
import { renderPageMarkdown } from './twin/page';
import { twinString } from './twin/strings';
import { leanMarkup } from './leanMarkup';

/** A markdown file, parsed, with what is read before any transform. */
interface ParsedFile {
  /** Path from the project root, e.g. `data/data-grid/sorting/sorting.md`. */
  file: string;
  language: Language;
  vfile: VFile;
  source: string;
  tree: Root;
  meta: PageMeta;
}

/** A file once transformed: its HTML tree and what the page module used to export. */
interface PreparedFile extends ParsedFile {
  hast: HastRoot;
  toc: TocEntry[];
  islands: RecordIsland[];
  /** Markdown line of each link's URL as written (before localisation). */
  linkLines: Map<string, number>;
}

function parseFile(root: string, file: string, source = readFileSync(path.join(root, file), 'utf8')): ParsedFile {
  const vfile = new VFile({ path: path.join(root, file), cwd: root, value: source });
  const tree = parseMarkdown(vfile);
  return { file, language: languageOfMarkdownFile(file), vfile, source, tree, meta: readPageMeta(tree, vfile) };
}

/** Fails the build, naming the line, when a code block names a language we do not highlight. */
export function checkCodeLanguages(tree: Root, vfile: VFile): void {
  visit(tree, 'code', (node) => {
    const language = node.lang;
    if (language && !(CODE_LANGUAGES as readonly string[]).includes(language)) {
      vfile.fail(`Unknown code block language "${node.lang}". Use one of: ${CODE_LANGUAGES.join(', ')}.`, node);
    }
  });
}

/** The one HTML element prose may use: a key of the keyboard, `<kbd>Enter</kbd>`. */
const KBD_OPEN = /^<kbd>$/i;
const KBD_CLOSE = /^<\/kbd>$/i;

/**
 * `<kbd>Key</kbd>` in prose becomes a `kbd` element; any other HTML written in the markdown is an
 * error naming its line (the site writes markup through its own conventions, and raw HTML
 * would otherwise disappear from the page without a word).
 */
export function transformInlineHtml(tree: Root, vfile: VFile): void {
  const fail = (node: Html): never =>
    vfile.fail(
      `HTML in markdown is not rendered: write ${JSON.stringify(node.value.trim().slice(0, 40))} with markdown (\`code\` for code, <kbd>Key</kbd> for keys).`,
      node,
    );
  visit(tree, (node) => {
    if (!('children' in node)) {
      return;
    }
    const children = node.children as RootContent[];
    for (let index = 0; index < children.length; index += 1) {
      const child = children[index] as RootContent;
      if (child.type !== 'html' || child.value.trim().startsWith('<!--')) {
        continue;
      }
      if (!KBD_OPEN.test(child.value.trim())) {
        fail(child);
      }
      const close = children.findIndex((candidate, at) => at > index && candidate.type === 'html' && KBD_CLOSE.test(candidate.value.trim()));
      if (close === -1) {
        fail(child);
      }
      const inner = children.slice(index + 1, close) as PhrasingContent[];
      const kbd = { type: 'emphasis', children: inner, data: { hName: 'kbd' } } as const satisfies Emphasis;
      children.splice(index, close - index + 1, kbd);
    }
  });
}

/** The language-independent transforms: from the markdown tree to the highlighted HTML tree. */
async function prepare(parsed: ParsedFile): Promise<PreparedFile> {
  const { tree, vfile, language } = parsed;
  transformCallouts(tree, vfile, [...Object.keys(ISLANDS), API_METHODS_DIRECTIVE]);
  markApiMethods(tree, vfile);
  const islandNodes = transformIslands(tree, vfile);
  const demoMarkup = await prepareDemos(islandNodes, vfile);
  const toc = addHeadingIds(tree, vfile);
  checkCodeLanguages(tree, vfile);
  transformInlineHtml(tree, vfile);
  const linkLines = new Map<string, number>();
  visit(tree, ['link', 'definition'], (node) => {
    if ((node.type === 'link' || node.type === 'definition') && !linkLines.has(node.url)) {
      linkLines.set(node.url, node.position?.start.line ?? 0);
    }
  });
  localizeLinks(tree, language);
  const hast = toHast(tree, { allowDangerousHtml: false }) as HastRoot;
  await highlightCodeBlocks(hast);
  linkApiNames(hast, language);
  visit(hast, 'element', (node: Element) => {
    // A demo placeholder holds the demo's frame and source (already highlighted: added after
    // the code blocks were).
    const id = node.properties.id;
    const island = node.properties.dataIsland ?? node.properties['data-island'];
    if (typeof id === 'string' && island === 'demo' && demoMarkup[id]) {
      node.children = demoMarkup[id];
    }
    // Code reads left to right on right-to-left pages too (`dir` also isolates inline code).
    if (node.tagName === 'pre' || node.tagName === 'code') {
      node.properties.dir = 'ltr';
    }
  });
  return { ...parsed, hast, toc, islands: islandNodes.map(({ instance }) => instance), linkLines };
}

/** The language packs of the languages other than English, loaded once per process. */
const packs = new Map<Language, Promise<LanguagePack | null>>();
export function languagePackOf(language: Language): Promise<LanguagePack | null> {
  let pack = packs.get(language);
  if (!pack) {
    pack = language === DEFAULT_LANGUAGE ? Promise.resolve(null) : loadLanguagePack(language as Exclude<Language, typeof DEFAULT_LANGUAGE>);
    packs.set(language, pack);
  }
  return pack;
}

/** The prepared file as `language` shows it: its HTML and everything read from it. */
async function renderFor(
  prepared: PreparedFile,
  pathname: string,
  language: Language,
  twin: string,
): Promise<LanguageRecord> {
  const pack = await languagePackOf(language);
  const hast = structuredClone(prepared.hast);
  const content = toJsxRuntime(hast, {
    Fragment,
    jsx,
    jsxs,
    passKeys: true,
    components: {
      ...contentComponents,
      // Labels in the file's language (the reference is English text), links in the reader's.
      [API_METHODS_ELEMENT]: ({ interface: name }: { interface: string }) => (
        <ApiMethods interfaceName={name} stringsLanguage={prepared.language} linksLanguage={language} />
      ),
    },
  });
  const body = renderToStaticMarkup(
    <I18nProvider language={language} pack={pack}>
      {content}
    </I18nProvider>,
  );
  const api = apiSectionHtml(pathname, prepared.meta.components, language, pack, prepared.toc);
  const html = leanMarkup(body + api.html);
  const lines = new Map([...prepared.linkLines].map(([url, line]) => [localizePath(url, language), line] as const));
  const facts = analyseHtml(html, prepared.meta.title, lines);
  return {
    source: prepared.file,
    translated: prepared.language === language,
    meta: prepared.meta,
    toc: [...prepared.toc, ...api.toc],
    html,
    islands: prepared.islands,
    twin,
    ...facts,
  };
}

/** The twin of a file as `language` shows it (title, description, notice, body, API links). */
function twinOf(parsed: ParsedFile, pathname: string, language: Language): string {
  const directory = path.dirname(parsed.vfile.path);
  const { body, hasApiSection } = renderPageMarkdown({
    source: parsed.source,
    tree: parsed.tree,
    file: parsed.file,
    pathname,
    language,
    readDemo: (fileName) => {
      try {
        return readFileSync(path.join(directory, fileName), 'utf8');
      } catch {
        return undefined;
      }
    },
    apiMethods: (name) => apiMethodsMarkdown(apiPageData(API_OBJECT), name, language),
  });
  return composeTwin({
    title: parsed.meta.title,
    description: parsed.meta.description,
    notice: parsed.language === language ? undefined : twinString(language, 'notTranslated'),
    body,
    appendix: apiSectionMarkdown(pathname, parsed.meta.components, language, hasApiSection),
  });
}

/** What the compiler makes of a markdown page, but for its key and date (added by the build). */
export interface CompiledMarkdownPage {
  stats: ReturnType<typeof markdownStats>;
  codeBlocks: Record<string, ReturnType<typeof codeBlocksOf>>;
  languages: Record<Language, LanguageRecord>;
}

/**
 * Compiles the page at `pathname` from its markdown files (`files.en` required; a language
 * without its own file shows the English one). Throws a VFileMessage naming the file and line.
 */
export async function compileMarkdownPage(
  root: string,
  pathname: string,
  files: Partial<Record<Language, string>>,
): Promise<CompiledMarkdownPage> {
  const englishFile = files[DEFAULT_LANGUAGE];
  if (!englishFile) {
    throw new Error(`${pathname} has no English markdown.`);
  }
  const parsed = new Map<string, ParsedFile>();
  for (const file of new Set(Object.values(files))) {
    parsed.set(file, parseFile(root, file));
  }
  // The transforms work on a copy: the twins and stats read the tree as written, once it is
  // known to compile (its errors name the line; the twin's would be less precise).
  const prepared = new Map<string, PreparedFile>();
  for (const [file, entry] of parsed) {
    prepared.set(file, await prepare({ ...entry, tree: structuredClone(entry.tree) }));
  }
  const fileFor = (language: Language) => parsed.get(files[language] ?? englishFile) as ParsedFile;
  const english = fileFor(DEFAULT_LANGUAGE);
  const stats = markdownStats(english.tree);
  const codeBlocks = Object.fromEntries([...parsed.values()].map((file) => [file.file, codeBlocksOf(file.tree)]));
  const languages = {} as Record<Language, LanguageRecord>;
  for (const language of LANGUAGES) {
    const file = prepared.get(files[language] ?? englishFile) as PreparedFile;
    languages[language] = await renderFor(file, pathname, language, twinOf(fileFor(language), pathname, language));
  }
  return { stats, codeBlocks, languages };
}

/**
 * One markdown text compiled as `language` shows it, as if it were the file `file` (relative to
 * `root`; demo files are read beside it): for tests and tools that compile a snippet.
 */
export async function compileMarkdownSource(
  source: string,
  file: string,
  root: string,
  language: Language = languageOfMarkdownFile(file),
  pathname = '/x/preview',
): Promise<LanguageRecord> {
  const parsed = parseFile(root, file, source);
  const prepared = await prepare({ ...parsed, tree: structuredClone(parsed.tree) });
  return renderFor(prepared, pathname, language, twinOf(parsed, pathname, language));
}
