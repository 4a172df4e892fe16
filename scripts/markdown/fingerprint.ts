/**
 * What decides a page's compiled markdown, as hashes: the content build recompiles a page only
 * when its key changes, and `next dev` refreshes when the site's content version changes.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../content/files';

/** Files under these folders (matching the pattern) are read by the pipeline for every page. */
const PIPELINE_SOURCES: readonly [folder: string, pattern: RegExp][] = [
  ['scripts/markdown', /\.ts$/],
  ['scripts/demos', /\.ts$/],
  ['scripts/content', /\.ts$/],
  ['src/content/islands', /^definitions\.ts$/],
  // `::api-methods` and the inline-code links read the API entries and the generated API data.
  ['src/content/build/api', /\.tsx?$/],
  ['src/content/shared', /\.ts$/],
  // The demos' no-JavaScript note.
  ['translations', /\.json$/],
];

/** Single files the pipeline reads for every page (the API data only once generated). */
const PIPELINE_FILES = [
  'data/api/components.ts',
  '.api/api-reference.json',
  'src/demos/layout.ts',
  'src/config/constants.ts',
  'src/config/products.ts',
  'src/config/site.ts',
  'src/i18n/paths.ts',
  'src/preferences/values.ts',
  // The content build's own output format, and the packages' versions (MDX, Shiki…).
  'scripts/build/compiledPage.ts',
  'package-lock.json',
];

function hashFiles(root: string, files: readonly string[], seed = ''): string {
  const hash = createHash('sha256').update(seed);
  for (const file of [...files].sort()) {
    hash.update(`\0${file}\0`).update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** A fingerprint of the whole pipeline: the plugins, what they import, the data they read, the packages. */
export function pipelineFingerprint(root: string): string {
  const files = [
    ...PIPELINE_SOURCES.flatMap(([folder, pattern]) => listFiles(root, folder, (name) => pattern.test(name))),
    ...PIPELINE_FILES.filter((file) => existsSync(path.join(root, file))),
  ];
  return hashFiles(root, files);
}

/**
 * A page's key: the pipeline, its markdown and the demo files beside it (a page embeds only
 * demos from its own folder). `markdownFile` is relative to the root, e.g. `data/a/a.md`.
 */
export function pageKey(root: string, markdownFile: string, fingerprint: string): string {
  const folder = path.posix.dirname(markdownFile);
  const demos = readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx'))
    .map((entry) => `${folder}/${entry.name}`);
  return hashFiles(root, [markdownFile, ...demos], fingerprint);
}

/** The content version: changes whenever any page's key does (or a page comes or goes). */
export function contentVersion(keys: readonly { file: string; key: string }[]): string {
  return createHash('sha256')
    .update(keys.map(({ file, key }) => `${file}:${key}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
}
