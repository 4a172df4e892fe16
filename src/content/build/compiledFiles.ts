/**
 * Where the compiled markdown of the docs pages lives (git-ignored): written by
 * `npm run build:content` (scripts/build/content.ts), read by getStaticProps (compiled.ts).
 */
import type { Language } from '@/src/config/site';

/** The folder of the compiled markdown (under the project root). */
export const COMPILED_CONTENT_DIR = '.build/content';

/** The manifest of the compiled pages. */
export const COMPILED_CONTENT_MANIFEST = `${COMPILED_CONTENT_DIR}/pages.json`;

export interface CompiledContentManifest {
  /** The content version it was compiled for (scripts/markdown/fingerprint.ts). */
  version: string;
  /** Every docs page's markdown file per language (languages without a translation absent). */
  pages: Record<string, Partial<Record<Language, string>>>;
}

/** Where the compiled function body of a markdown file goes: `data/a/a.md` -> `.build/content/data/a/a.js`. */
export function compiledFileOf(markdownFile: string): string {
  return `${COMPILED_CONTENT_DIR}/${markdownFile.replace(/\.md$/, '.js')}`;
}
