/**
 * `npm run build -- --only api`: generates the API reference data for every entry of data/api/components.ts,
 * read from the packages' type declarations (scripts/api/extract.ts), with JSDoc rendered to
 * HTML and long types formatted. Written to .api/api-reference.json (not committed) and reused
 * while the package versions, the entry list and the generator are unchanged; the TypeScript
 * compiler is only loaded when the data must be regenerated. The list of prose pages using each
 * entry (.api/api-usage.json) follows the content and is rebuilt every time (it takes
 * milliseconds), and so is the demo editor's module map (scripts/routes.ts). Runs before
 * `next build` and `next dev`.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROJECT_ROOT } from '../compiler/cache';
import { moduleGraph } from '../compiler/graph';
import { API_ENTRIES, type ApiEntry, type ApiProduct } from '@/data/api/components';
import {
  API_DATA_FILE,
  API_USAGE_FILE,
  type ApiCatalogs,
  type ApiData,
  type ApiMember,
  type ApiPageData,
  type ApiSignature,
} from '@/src/content/shared/apiData';
import type { RawCatalogs } from './catalogs';
import type { PackageSource, RawMember, RawPage, RawSignature } from './extract';
import {
  checkOlderPackages,
  OLDER_PACKAGES,
  packageDir,
  packageVersion,
  packageVersions,
  PRODUCT_PACKAGES,
  subpathsOf,
  WANTED_VERSION,
} from './packages';
import { buildUsage } from './usage';

/** What the cached data depends on besides the package versions. */
/**
 * The generator's own files and the data it reads, from its import graph (the entry list, the
 * selector sources, the extractor, the JSDoc formatter and the markdown parser it uses…): a
 * change to any of them regenerates the data.
 */
function generatorFiles(): string[] {
  return moduleGraph(PROJECT_ROOT, [fileURLToPath(import.meta.url)]);
}

export function cacheKey(root: string): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(API_ENTRIES));
  hash.update(packageVersions(root).join('\n'));
  for (const file of generatorFiles()) {
    hash.update(`\0${file}\0`).update(readFileSync(path.join(PROJECT_ROOT, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

export function packageSources(root: string): Record<ApiProduct, PackageSource[]> {
  const sources = {} as Record<ApiProduct, PackageSource[]>;
  for (const [product, names] of Object.entries(PRODUCT_PACKAGES) as [ApiProduct, readonly string[]][]) {
    sources[product] = names.map((name) => ({
      name,
      dir: packageDir(root, name),
      subpaths: subpathsOf(root, name).filter((sub) => /^[A-Z]/.test(sub)),
    }));
  }
  return sources;
}

/** Raw extraction results to the page data: JSDoc as HTML, long types formatted. */
export async function toPageData(raw: RawPage, version: string): Promise<ApiPageData> {
  const { jsDocToHtml, formatType } = await import('./format');
  const html = (text: string | undefined) => jsDocToHtml(text ?? '');
  const signature = async (value: RawSignature): Promise<ApiSignature> => ({
    text: await formatType(value.text),
    params: value.params.map((param) => ({ name: param.name, type: param.type, descriptionHtml: html(param.description) })),
    returnType: value.returnType,
    ...(value.returns ? { returnsHtml: html(value.returns) } : {}),
  });
  const grouped = raw.groups.length > 0;
  const member = async (item: RawMember): Promise<ApiMember> => {
    const formatted = await formatType(item.type);
    return {
      name: item.name,
      type: item.type,
      ...(formatted !== item.type ? { typeFormatted: formatted } : {}),
      ...(item.default === undefined ? {} : { default: item.default }),
      descriptionHtml: html(item.description),
      required: item.required,
      ...(item.deprecated === undefined ? {} : { deprecatedHtml: html(item.deprecated) }),
      ...(item.plan ? { plan: item.plan } : {}),
      ...(item.signature ? { signature: await signature(item.signature) } : {}),
      ...(grouped && item.group ? { group: item.group } : {}),
    };
  };
  const vendored = OLDER_PACKAGES[raw.packageName];
  return {
    ...raw.entry,
    packageName: raw.packageName,
    version,
    ...(vendored
      ? { vendored: { packageName: raw.packageName, version, wantedVersion: WANTED_VERSION, reason: vendored.reason } }
      : {}),
    exportName: raw.exportName,
    imports: raw.imports,
    descriptionHtml: html(raw.description),
    ...(raw.declaration ? { declaration: await formatType(raw.declaration, true) } : {}),
    ...(raw.deprecated === undefined ? {} : { deprecatedHtml: html(raw.deprecated) }),
    members: await Promise.all(raw.members.map(member)),
    slots: raw.slots.map((slot) => ({
      name: slot.name,
      ...(slot.defaultComponent ? { defaultComponent: slot.defaultComponent } : {}),
      descriptionHtml: html(slot.description),
      ...(slot.plan ? { plan: slot.plan } : {}),
    })),
    classes: raw.classes.map((item) => ({ key: item.key, className: item.className, descriptionHtml: html(item.description) })),
    groups: raw.groups.map((group) => ({
      name: group.name,
      ...(group.plan ? { plan: group.plan } : {}),
      selectors: group.selectors.map((selector) => ({ name: selector.name, returns: selector.returns, descriptionHtml: html(selector.description) })),
    })),
    inherits: raw.inherits,
  };
}

/** The catalogs with their JSDoc as HTML. */
export async function toCatalogData(raw: RawCatalogs): Promise<ApiCatalogs> {
  const { jsDocToHtml } = await import('./format');
  return {
    events: raw.events.map(({ description, ...event }) => ({ ...event, descriptionHtml: jsDocToHtml(description) })),
    selectors: raw.selectors.map(({ description, deprecated, ...selector }) => ({
      ...selector,
      descriptionHtml: jsDocToHtml(description),
      ...(deprecated === undefined ? {} : { deprecatedHtml: jsDocToHtml(deprecated) }),
    })),
  };
}

/** Reads every entry from the packages (slow: loads the TypeScript compiler). */
export async function generateApiData(root: string, entries: readonly ApiEntry[] = API_ENTRIES): Promise<ApiData> {
  checkOlderPackages(root);
  const { ApiExtractor, markPlans } = await import('./extract');
  const { extractCatalogs } = await import('./catalogs');
  const extractor = new ApiExtractor({ packages: packageSources(root), resolveFrom: root });
  const raw = extractor.extract(entries);
  const catalogs = await toCatalogData(extractCatalogs(extractor.programAccess()));
  markPlans(raw);
  const versions = new Map<string, string>();
  const versionOf = (name: string) => {
    if (!versions.has(name)) {
      versions.set(name, packageVersion(root, name));
    }
    return versions.get(name) as string;
  };
  const pages: ApiPageData[] = [];
  for (const page of raw) {
    pages.push(await toPageData(page, versionOf(page.packageName)));
  }
  return { key: cacheKey(root), pages, catalogs };
}

/** Writes the data unless an up-to-date copy exists; returns whether it did. */
export async function ensureApiData(root: string): Promise<boolean> {
  const file = path.join(root, API_DATA_FILE);
  if (existsSync(file)) {
    const current = JSON.parse(readFileSync(file, 'utf8')) as Partial<ApiData>;
    if (current.key === cacheKey(root)) {
      return false;
    }
  }
  const data = await generateApiData(root);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(data));
  return true;
}

export function writeUsage(root: string): void {
  const file = path.join(root, API_USAGE_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(buildUsage(root, API_ENTRIES.map((entry) => entry.name))));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const root = process.cwd();
  try {
    const written = await ensureApiData(root);
    writeUsage(root);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      written
        ? `API reference: ${API_ENTRIES.length} pages read from the packages in ${seconds} s.`
        : `API reference: up to date (${API_ENTRIES.length} pages; usage index rebuilt in ${seconds} s).`,
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
