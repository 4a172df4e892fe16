import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import en from '@/translations/demo.json';
import zh from '@/translations/demo-zh.json';
import type { VFile } from 'vfile';
import { collectImports } from '@/src/demos/editor/imports';
import type { DemoRecord, DemoSource } from '@/src/islands/definitions';
import { STYLING_VARIANTS } from '@/src/preferences/values';
import { MAIN_DEMO_FILE, variantFileOf } from '@/scripts/content/demoFiles';
import { codePanelHeight, DEFAULT_DEMO_HEIGHT, DEMO_PREVIEW_LINES, demoReservedHeight, liveHeight } from '@/src/demos/layout';
import { BARE_CODE_ATTRIBUTE } from './components';
import { highlightPre } from './highlight';
import { plainTail } from './plainTail';
import type { IslandNode } from './islands';
import { languageOfMarkdownFile } from './links';
import { toJavaScript } from './toJavaScript';

/** The highlighted source as HTML for the demo's code panel: code reads left to right on rtl pages too. */
function preHtml(pre: Element): string {
  return toHtml({ ...pre, properties: { dir: 'ltr', ...pre.properties } });
}

/** A hast element. */
const element = (tagName: string, properties: Element['properties'], children: Element['children'] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/**
 * What a demo's placeholder holds before its code runs, in the page's HTML: the demo's frame
 * with its live area and toolbar reserved and its TypeScript source in the code panel (collapsed
 * as the live demo shows it): the lines above the fold of the panel highlighted, the rest plain
 * (plainTail). The live demo takes this markup over (its source is not sent again in the page's
 * data). Without JavaScript a note says the demo needs it, and the whole source shows.
 */
function staticDemo(tsPre: Element, height: number, lines: number, language: string): Element[] {
  const pre: Element = plainTail({ ...tsPre, properties: { ...tsPre.properties, dir: 'ltr', tabIndex: 0, [BARE_CODE_ATTRIBUTE]: '' } }, DEMO_PREVIEW_LINES);
  const note = (language === 'zh' ? zh : en)['demo.noScript'];
  return [
    element('noscript', {}, [element('p', { className: ['demo-noscript'] }, [{ type: 'text', value: note }])]),
    element('div', { className: ['demo-static'] }, [
      element('div', { className: ['demo-static-live'], style: `height:${liveHeight(height)}px` }),
      element('div', { className: ['demo-static-toolbar'] }),
      element('div', { className: ['demo-static-code'], dir: 'ltr', style: `height:${codePanelHeight(lines)}px` }, [pre]),
    ]),
  ];
}

/**
 * A demo source's JavaScript version and both highlighted, by source text: a process that
 * compiles a page again (the dev server's compiler, after a markdown edit) reuses its demos'.
 */
const prepared = new Map<string, Promise<{ source: DemoSource; tsPre: Element }>>();
const PREPARED_KEPT = 200;

function prepareSource(tsSource: string, fileName: string): Promise<{ source: DemoSource; tsPre: Element }> {
  const key = `${fileName}\0${tsSource}`;
  let result = prepared.get(key);
  if (!result) {
    result = (async () => {
      const jsSource = await toJavaScript(tsSource, fileName);
      const tsPre = await highlightPre(tsSource, 'tsx');
      return { source: { tsSource, jsSource, tsHtml: preHtml(tsPre), jsHtml: preHtml(await highlightPre(jsSource, 'jsx')) }, tsPre };
    })();
    // A failure is not kept: the next compile tries again.
    result.catch(() => prepared.delete(key));
    prepared.set(key, result);
    // Bounded: the oldest go first (a Map iterates in insertion order).
    if (prepared.size > PREPARED_KEPT) {
      prepared.delete(prepared.keys().next().value as string);
    }
  }
  return result;
}

/**
 * Reads each `::demo` file beside the markdown, makes its JavaScript version and highlights
 * both. A missing file, a badly named one or a bad height fails the build at the directive.
 * Returns, per demo placeholder id, what the page's HTML shows in it (staticDemo).
 */
export async function prepareDemos(islands: IslandNode[], file: VFile): Promise<Record<string, Element[]>> {
  const markup: Record<string, Element[]> = {};
  const markdownDir = path.dirname(path.resolve(file.cwd, file.path));
  for (const { instance, node } of islands) {
    if (instance.name !== 'demo') {
      continue;
    }
    const fileName = instance.props.file ?? '';
    if (!MAIN_DEMO_FILE.test(fileName)) {
      file.fail(`"::demo" needs file="Name.tsx": a PascalCase TypeScript component beside the page (got "${fileName}").`, node);
    }
    const absolute = path.join(markdownDir, fileName);
    if (!existsSync(absolute)) {
      file.fail(`Demo file not found: ${fileName} should sit beside this page (${path.relative(file.cwd, absolute)}).`, node);
    }
    const height = instance.props.height === undefined ? DEFAULT_DEMO_HEIGHT : Number(instance.props.height);
    if (!Number.isInteger(height) || height < 80 || height > 1600) {
      file.fail(`"::demo" height must be a whole number of pixels between 80 and 1600 (got "${instance.props.height}").`, node);
    }
    const sourceOf = async (variantFile: string): Promise<{ source: DemoSource; tsPre: Element }> => {
      const tsSource = readFileSync(variantFile, 'utf8');
      try {
        return await prepareSource(tsSource, path.basename(variantFile));
      } catch (error) {
        file.fail((error as Error).message, node);
      }
    };
    const { source: main, tsPre } = await sourceOf(absolute);
    const variants: DemoRecord['variants'] = {};
    for (const variant of STYLING_VARIANTS) {
      const variantFile = variantFileOf(absolute, variant);
      if (existsSync(variantFile)) {
        variants[variant] = (await sourceOf(variantFile)).source;
      }
    }
    const tsSource = main.tsSource;
    const dataDir = absolute.lastIndexOf(`${path.sep}data${path.sep}`);
    const demo = absolute.slice(dataDir + '/data/'.length).replace(/\.tsx$/, '').split(path.sep).join('/');
    const data: DemoRecord = {
      demo,
      name: fileName.replace(/\.tsx$/, ''),
      height,
      ...main,
      variants,
      imports: [...new Set(collectImports(tsSource).map((reference) => reference.specifier).filter((specifier) => !specifier.startsWith('.')))],
    };
    instance.demo = data;
    const lines = tsSource.trimEnd().split('\n').length;
    const reserved = demoReservedHeight(height, lines);
    node.data = {
      ...node.data,
      hProperties: { ...node.data?.hProperties, style: `min-height:${reserved}px` },
    };
    // Added to the placeholder after code highlighting, which must not touch it.
    markup[instance.id] = staticDemo(tsPre, height, lines, languageOfMarkdownFile(file.path ?? ''));
  }
  return markup;
}
