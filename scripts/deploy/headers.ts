/**
 * The HTTP headers the export needs from whatever serves it, in one table: `npm run serve`
 * applies it to every response (scripts/serve.ts), and the build writes it into the export as
 * `_headers` (Netlify and Cloudflare Pages read that file; see docs/deploy.md), so the browser
 * tests exercise what a static host sends.
 *
 * - Hashed or build-id-versioned files (`/_next/static/`, Pagefind's index files) never change
 *   under their URL: cached for a year, never revalidated.
 * - Everything else (pages, page data, `sw.js`, the markdown twins, llms.txt, Pagefind's entry
 *   file and runtime) keeps its URL across deploys: revalidated on every use, so a deploy is
 *   seen at once and a tab never mixes two deploys' pages.
 * - Content types a host may get wrong or leave empty: markdown and text in UTF-8, Pagefind's
 *   files, WebAssembly and the web manifest.
 *
 * Both hosts apply every rule whose pattern matches, in file order. Where two rules set the same
 * header, Netlify keeps the later value and Cloudflare joins them, unless the later rule first
 * detaches the header (`! Name`, which Netlify ignores). So the general rule comes first and
 * each more specific rule detaches what it replaces: the same "later rule wins" that
 * `headersFor` implements here.
 */
import { SEARCH_BUNDLE_PATH } from '@/src/search/config';

/** How long a browser keeps a hashed file (a year, the longest `max-age` caches honour in practice). */
export const HASHED_FILE_MAX_AGE_S = 31_536_000;

export const CACHE_CONTROL = {
  hashed: `public, max-age=${HASHED_FILE_MAX_AGE_S}, immutable`,
  /** Stored, but checked with the server (a 304 when unchanged) before every use. */
  revalidate: 'no-cache',
} as const;

/** Pagefind's index files: each named by the hash of its content (`pagefind.en_a6dd6951a7.pf_meta`). */
export const PAGEFIND_HASHED_EXTENSIONS = ['.pf_meta', '.pf_index', '.pf_fragment', '.pf_filter'] as const;

/**
 * The Content-Type of every kind of file the export holds (the build fails on a file whose
 * extension is missing here: scripts/checks/hostFiles.ts). `declare` marks the types written
 * into `_headers`: the ones a static host does not know or sends without a charset.
 */
export const CONTENT_TYPES: Readonly<Record<string, { type: string; declare?: true }>> = {
  '.html': { type: 'text/html; charset=utf-8' },
  '.js': { type: 'text/javascript; charset=utf-8' },
  '.mjs': { type: 'text/javascript; charset=utf-8' },
  '.css': { type: 'text/css; charset=utf-8' },
  '.json': { type: 'application/json; charset=utf-8' },
  '.map': { type: 'application/json; charset=utf-8' },
  '.md': { type: 'text/markdown; charset=utf-8', declare: true },
  '.txt': { type: 'text/plain; charset=utf-8', declare: true },
  '.xml': { type: 'application/xml; charset=utf-8' },
  '.svg': { type: 'image/svg+xml' },
  '.ico': { type: 'image/x-icon' },
  '.png': { type: 'image/png' },
  '.jpg': { type: 'image/jpeg' },
  '.jpeg': { type: 'image/jpeg' },
  '.gif': { type: 'image/gif' },
  '.webp': { type: 'image/webp' },
  '.avif': { type: 'image/avif' },
  '.woff2': { type: 'font/woff2' },
  '.woff': { type: 'font/woff' },
  '.wasm': { type: 'application/wasm', declare: true },
  '.webmanifest': { type: 'application/manifest+json', declare: true },
  // Pagefind's files are compressed by Pagefind itself and decoded by its runtime: bytes.
  '.pf_meta': { type: 'application/octet-stream', declare: true },
  '.pf_index': { type: 'application/octet-stream', declare: true },
  '.pf_fragment': { type: 'application/octet-stream', declare: true },
  '.pf_filter': { type: 'application/octet-stream', declare: true },
  '.pagefind': { type: 'application/octet-stream', declare: true },
};

/** What a file of an unknown kind is sent as (never an empty Content-Type). */
export const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

/** The Content-Type of a file, by its extension (case-insensitive). */
export function contentTypeOf(file: string): string {
  const match = /\.[^./]+$/.exec(file);
  return (match && CONTENT_TYPES[match[0].toLowerCase()]?.type) || FALLBACK_CONTENT_TYPE;
}

export interface HeaderRule {
  /** A URL path; `*` matches any characters, slashes included (Netlify's and Cloudflare's splat). */
  pattern: string;
  headers: Readonly<Record<string, string>>;
}

/** The rules, most general first: a later rule's header replaces an earlier one's. */
export const HEADER_RULES: readonly HeaderRule[] = [
  { pattern: '/*', headers: { 'Cache-Control': CACHE_CONTROL.revalidate, 'X-Content-Type-Options': 'nosniff' } },
  { pattern: '/_next/static/*', headers: { 'Cache-Control': CACHE_CONTROL.hashed } },
  ...PAGEFIND_HASHED_EXTENSIONS.map((extension) => ({
    pattern: `${SEARCH_BUNDLE_PATH}*${extension}`,
    headers: { 'Cache-Control': CACHE_CONTROL.hashed },
  })),
  ...Object.entries(CONTENT_TYPES)
    .filter(([, { declare }]) => declare)
    .map(([extension, { type }]) => ({ pattern: `/*${extension}`, headers: { 'Content-Type': type } })),
];

const patternCache = new Map<string, RegExp>();

/** Whether a rule's pattern matches a URL path (already decoded, without its query). */
export function patternMatches(pattern: string, pathname: string): boolean {
  let regexp = patternCache.get(pattern);
  if (!regexp) {
    regexp = new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
    patternCache.set(pattern, regexp);
  }
  return regexp.test(pathname);
}

/** The headers the rules give a URL path: every matching rule in order, a later value replacing an earlier one. */
export function headersFor(pathname: string, rules: readonly HeaderRule[] = HEADER_RULES): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (patternMatches(rule.pattern, pathname)) {
      Object.assign(headers, rule.headers);
    }
  }
  return headers;
}

/**
 * The `_headers` file: one block per rule. A header that an earlier, more general rule sets
 * (its pattern covers this one's) is detached first (`! Name`), so Cloudflare replaces it
 * instead of joining the two values.
 */
export function headersFileText(rules: readonly HeaderRule[] = HEADER_RULES): string {
  const blocks = rules.map((rule, index) => {
    const covering = rules.slice(0, index).filter((earlier) => patternMatches(earlier.pattern, rule.pattern));
    const lines = [rule.pattern];
    for (const [name, value] of Object.entries(rule.headers)) {
      if (covering.some((earlier) => name in earlier.headers)) {
        lines.push(`  ! ${name}`);
      }
      lines.push(`  ${name}: ${value}`);
    }
    return lines.join('\n');
  });
  return `# Written by the build from scripts/deploy/headers.ts (Netlify and Cloudflare Pages read it; see docs/deploy.md).\n\n${blocks.join('\n\n')}\n`;
}
