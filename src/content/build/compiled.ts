/**
 * The compiled markdown of the docs pages, as `npm run build:content` (scripts/build/content.ts)
 * leaves it in a git-ignored folder: one JavaScript function body per markdown file and a
 * manifest from each page to its file per language. `getStaticProps` reads it from here, so the
 * bundler never compiles markdown.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as jsxRuntime from 'react/jsx-runtime';
import type { Language } from '@/src/config/site';
import type { MarkdownModule } from '../types';
import { COMPILED_CONTENT_MANIFEST, compiledFileOf, type CompiledContentManifest } from './compiledFiles';
import { CONTENT_VERSION } from './contentVersion.generated';

/** The manifest last read, by root and version: a version names one manifest, so it is read once per build worker. */
let lastManifest: { root: string; manifest: CompiledContentManifest } | null = null;

/**
 * Reads the manifest and checks that it was compiled for `version`, the content version of the
 * generated module (which the content build rewrites after compiling). A mismatch means the
 * compiled markdown is not what data/ holds: the build stops; `next dev` only warns, as it may
 * read the manifest in the moment between the content build's writes, and refreshes the page
 * when the new version arrives. (Using the version here is also what makes `next dev` see a
 * recompiled page as a change to the docs routes' server code.)
 */
function readManifest(root: string, version: string): CompiledContentManifest {
  if (lastManifest?.root === root && lastManifest.manifest.version === version) {
    return lastManifest.manifest;
  }
  const file = path.join(root, COMPILED_CONTENT_MANIFEST);
  if (!existsSync(file)) {
    throw new Error(`${COMPILED_CONTENT_MANIFEST} is missing: run npm run build:content (npm run build and npm run dev do).`);
  }
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as CompiledContentManifest;
  if (manifest.version !== version) {
    const message = `${COMPILED_CONTENT_MANIFEST} holds content version ${manifest.version}, data/ is at ${version}: run npm run build:content.`;
    if (process.env.NODE_ENV === 'production') {
      throw new Error(message);
    }
    console.warn(message);
  } else {
    lastManifest = { root, manifest };
  }
  return manifest;
}

/**
 * Runs a compiled function body and returns the module it describes. The body comes from our
 * own build (compileMarkdown in scripts/markdown/pipeline.ts, MDX's `function-body` output)
 * and takes the JSX runtime as its one argument; this is what MDX's own `run` does.
 */
export function runCompiled(body: string): MarkdownModule {
  const factory = new Function(body) as (runtime: typeof jsxRuntime) => MarkdownModule;
  return factory(jsxRuntime);
}

/**
 * The compiled page at `pathname` in `language` (the English one when there is no translation),
 * or null when no page has that pathname. A page added while `next dev` runs changes the
 * content version, so the manifest is read again.
 */
export function loadCompiledPage(
  pathname: string,
  language: Language,
  root = process.cwd(),
  version = CONTENT_VERSION,
): { content: MarkdownModule; translated: boolean } | null {
  const files = readManifest(root, version).pages[pathname];
  const file = files?.[language] ?? files?.en;
  if (!file) {
    return null;
  }
  const compiled = path.join(root, compiledFileOf(file));
  if (!existsSync(compiled)) {
    throw new Error(`${file} has no compiled markdown: it failed to compile (the content build printed why) or was added since.`);
  }
  const content = runCompiled(readFileSync(compiled, 'utf8'));
  return { content, translated: language === 'en' || Boolean(files?.[language]) };
}
