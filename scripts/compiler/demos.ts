import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import en from '@/translations/demo.json';
import zh from '@/translations/demo-zh.json';
import type { VFile } from 'vfile';
import type { DemoData, DemoSource } from '@/src/islands/definitions';
import { STYLING_VARIANTS } from '@/src/preferences/values';
import { MAIN_DEMO_FILE, variantFileOf } from '@/scripts/content/demoFiles';
import { DEFAULT_DEMO_HEIGHT, demoReservedHeight } from '@/src/demos/layout';
import { highlightPre } from './highlight';
import type { IslandNode } from './islands';
import { languageOfMarkdownFile } from './links';
import { toJavaScript } from './toJavaScript';

/** The highlighted source as HTML for the demo's code panel: code reads left to right on rtl pages too. */
function preHtml(pre: Element): string {
  return toHtml({ ...pre, properties: { dir: 'ltr', ...pre.properties } });
}

/**
 * What the placeholder holds for readers without JavaScript: a note and the demo's source,
 * highlighted. Inside <noscript>, so with JavaScript the live demo takes the reserved space.
 */
function noScriptSource(tsPre: Element, language: string): Element {
  const pre: Element = { ...tsPre, properties: { ...tsPre.properties, dir: 'ltr', tabIndex: 0 } };
  const note = (language === 'zh' ? zh : en)['demo.noScript'];
  return {
    type: 'element',
    tagName: 'noscript',
    properties: {},
    children: [
      { type: 'element', tagName: 'p', properties: { className: ['demo-noscript'] }, children: [{ type: 'text', value: note }] },
      pre,
    ],
  };
}

/**
 * Reads each `::demo` file beside the markdown, makes its JavaScript version and highlights
 * both. A missing file, a badly named one or a bad height fails the build at the directive.
 * Returns, per demo placeholder id, what readers without JavaScript see in it.
 */
export async function prepareDemos(islands: IslandNode[], file: VFile): Promise<Record<string, Element>> {
  const noScript: Record<string, Element> = {};
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
      let jsSource: string;
      try {
        jsSource = await toJavaScript(tsSource, path.basename(variantFile));
      } catch (error) {
        file.fail((error as Error).message, node);
      }
      const tsPre = await highlightPre(tsSource, 'tsx');
      return { source: { tsSource, jsSource, tsHtml: preHtml(tsPre), jsHtml: preHtml(await highlightPre(jsSource, 'jsx')) }, tsPre };
    };
    const { source: main, tsPre } = await sourceOf(absolute);
    const variants: DemoData['variants'] = {};
    for (const variant of STYLING_VARIANTS) {
      const variantFile = variantFileOf(absolute, variant);
      if (existsSync(variantFile)) {
        variants[variant] = (await sourceOf(variantFile)).source;
      }
    }
    const tsSource = main.tsSource;
    const dataDir = absolute.lastIndexOf(`${path.sep}data${path.sep}`);
    const demo = absolute.slice(dataDir + '/data/'.length).replace(/\.tsx$/, '').split(path.sep).join('/');
    const data: DemoData = {
      demo,
      name: fileName.replace(/\.tsx$/, ''),
      height,
      ...main,
      variants,
    };
    instance.demo = data;
    const reserved = demoReservedHeight(height, tsSource.trimEnd().split('\n').length);
    node.data = {
      ...node.data,
      hProperties: { ...node.data?.hProperties, style: `min-height:${reserved}px` },
    };
    // Added to the placeholder after code highlighting, which must not touch it.
    // The same highlighted source as the code panel's, which it is.
    noScript[instance.id] = noScriptSource(tsPre, languageOfMarkdownFile(file.path ?? ''));
  }
  return noScript;
}
