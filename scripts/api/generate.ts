/**
 * Generates the API reference data: the props of every component in data/api/components.ts,
 * read from the installed packages' declarations, with JSDoc descriptions rendered to HTML.
 * Written to .api/api-reference.json (not committed) and reused while the packages, the
 * component list and the generator are unchanged. Runs before `next build` and `next dev`.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { API_COMPONENTS, type ApiComponent } from '@/data/api/components';
import { API_SOURCES, type ApiSource } from '@/data/api/sources';
import { extractComponentProps, type ApiProp } from './extract';

export const API_DATA_FILE = '.api/api-reference.json';

export interface ApiPropData extends ApiProp {
  descriptionHtml: string;
  deprecatedHtml?: string;
}

export interface ApiComponentData extends ApiComponent, ApiSource {
  version: string;
  props: ApiPropData[];
}

export interface ApiData {
  key: string;
  components: ApiComponentData[];
}

const markdown = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeStringify);

/** JSDoc is markdown; `[[GridColDef]]` is the packages' own link syntax, shown as code. */
export function jsDocToHtml(text: string): string {
  if (text.trim() === '') {
    return '';
  }
  const normalized = text.replace(/\[\[([^\]]+)\]\]/g, '`$1`');
  return String(markdown.processSync(normalized)).trim();
}

function packageVersion(root: string, packageName: string): string {
  const manifest = JSON.parse(readFileSync(path.join(root, 'node_modules', packageName, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/** What the data depends on: package versions, the component list and this generator. */
function cacheKey(root: string): string {
  const hash = createHash('sha256');
  for (const component of API_COMPONENTS) {
    const { packageName } = sourceOf(component);
    hash.update(`${packageName}@${packageVersion(root, packageName)}`);
  }
  for (const file of ['data/api/components.ts', 'data/api/sources.ts', 'scripts/api/extract.ts', 'scripts/api/generate.ts']) {
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

function sourceOf(component: ApiComponent): ApiSource {
  const source = API_SOURCES[component.name];
  if (!source) {
    throw new Error(`data/api/sources.ts does not say where ${component.name} is declared.`);
  }
  return source;
}

export function generateApiData(root: string): ApiData {
  const props = extractComponentProps(
    API_COMPONENTS.map((component) => ({
      file: path.join(root, 'node_modules', sourceOf(component).packageName, sourceOf(component).declaration),
      exportName: component.name,
    })),
  );
  return {
    key: cacheKey(root),
    components: API_COMPONENTS.map((component) => ({
      ...component,
      ...sourceOf(component),
      version: packageVersion(root, sourceOf(component).packageName),
      props: (props.get(component.name) ?? []).map((prop) => ({
        ...prop,
        descriptionHtml: jsDocToHtml(prop.description),
        ...(prop.deprecated === undefined ? {} : { deprecatedHtml: jsDocToHtml(prop.deprecated) }),
      })),
    })),
  };
}

/** Writes the data unless an up-to-date copy exists; returns whether it did. */
export function ensureApiData(root: string): boolean {
  const file = path.join(root, API_DATA_FILE);
  if (existsSync(file)) {
    const current = JSON.parse(readFileSync(file, 'utf8')) as Partial<ApiData>;
    if (current.key === cacheKey(root)) {
      return false;
    }
  }
  const data = generateApiData(root);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(data));
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const written = ensureApiData(process.cwd());
  console.log(
    written
      ? `API reference: ${API_COMPONENTS.length} components read from the packages in ${Math.round(performance.now() - started)} ms.`
      : 'API reference: up to date.',
  );
}
