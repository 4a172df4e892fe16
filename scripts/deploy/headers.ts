/**
 * The HTTP headers the export needs from whatever serves it, in one table: `npm run serve`
 * applies it to every response (scripts/serve.ts), and the build writes it into the export as
 * `_headers` (Netlify and Cloudflare Pages read that file; see docs/deploy.md), so the browser
 * tests exercise what a static host sends.
 *
 * - Hashed or build-id-versioned files (`/_next/static/`, Pagefind's index files) never change
 *   under their URL: cached for a year, never revalidated.
 * - Files that keep their URL across deploys (page data, `sw.js`, HTML files, the markdown
 *   twins, llms.txt, Pagefind's entry file and runtime): revalidated on every use, so a deploy
 *   is seen at once and a tab never mixes two deploys' pages. The pages themselves, at their
 *   folder URLs (`/x/sorting/`), match no rule a host can express without catching every other
 *   path too; they get the host's default, which on Netlify and Cloudflare Pages is
 *   `max-age=0, must-revalidate` (the same as `no-cache` for a browser), and DEFAULT_CACHE_CONTROL
 *   here.
 * - Content types a host may get wrong or leave empty: markdown and text in UTF-8, Pagefind's
 *   files, WebAssembly and the web manifest.
 *
 * No two rules set the same header for one path: where rules overlap, Cloudflare joins their
 * values into one header (`no-cache, …, immutable`) and hosts disagree on which wins. The build's
 * check (scripts/checks/hostFiles.ts) holds every file of the export to that.
 */
import { SEARCH_BUNDLE_PATH } from '@/src/search/config';
import { SW_URL } from '@/src/serviceWorker/config';

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
 * The Content-Type of every kind of file the export holds (`npm run check:host-files` fails on
 * a file whose extension is missing here). The ones a static host does not know, or sends
 * without a charset, are also set by HEADER_RULES.
 */
export const CONTENT_TYPES: Readonly<Record<string, { type: string }>> = {
  '.html': { type: 'text/html; charset=utf-8' },
  '.js': { type: 'text/javascript; charset=utf-8' },
  '.mjs': { type: 'text/javascript; charset=utf-8' },
  '.css': { type: 'text/css; charset=utf-8' },
  '.json': { type: 'application/json; charset=utf-8' },
  '.map': { type: 'application/json; charset=utf-8' },
  '.md': { type: 'text/markdown; charset=utf-8' },
  '.txt': { type: 'text/plain; charset=utf-8' },
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
  '.wasm': { type: 'application/wasm' },
  '.webmanifest': { type: 'application/manifest+json' },
  // Pagefind's files are compressed by Pagefind itself and decoded by its runtime: bytes.
  '.pf_meta': { type: 'application/octet-stream' },
  '.pf_index': { type: 'application/octet-stream' },
  '.pf_fragment': { type: 'application/octet-stream' },
  '.pf_filter': { type: 'application/octet-stream' },
  '.pagefind': { type: 'application/octet-stream' },
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

const typeOf = (extension: string) => CONTENT_TYPES[extension]?.type ?? FALLBACK_CONTENT_TYPE;
const REVALIDATED = { 'Cache-Control': CACHE_CONTROL.revalidate } as const;

/** What `npm run serve` sends for a path no rule gives a Cache-Control (see the module comment). */
export const DEFAULT_CACHE_CONTROL = CACHE_CONTROL.revalidate;

export const HEADER_RULES: readonly HeaderRule[] = [
  { pattern: '/*', headers: { 'X-Content-Type-Options': 'nosniff' } },
  { pattern: '/_next/static/*', headers: { 'Cache-Control': CACHE_CONTROL.hashed } },
  { pattern: '/_next/data/*', headers: REVALIDATED },
  { pattern: SW_URL, headers: REVALIDATED },
  { pattern: '/*.html', headers: REVALIDATED },
  ...PAGEFIND_HASHED_EXTENSIONS.map((extension) => ({
    pattern: `${SEARCH_BUNDLE_PATH}*${extension}`,
    headers: { 'Cache-Control': CACHE_CONTROL.hashed, 'Content-Type': typeOf(extension) },
  })),
  { pattern: `${SEARCH_BUNDLE_PATH}*.pagefind`, headers: { ...REVALIDATED, 'Content-Type': typeOf('.pagefind') } },
  { pattern: `${SEARCH_BUNDLE_PATH}*.js`, headers: REVALIDATED },
  { pattern: `${SEARCH_BUNDLE_PATH}*.json`, headers: REVALIDATED },
  { pattern: '/*.md', headers: { ...REVALIDATED, 'Content-Type': typeOf('.md') } },
  { pattern: '/*.txt', headers: { ...REVALIDATED, 'Content-Type': typeOf('.txt') } },
  { pattern: '/*.wasm', headers: { 'Content-Type': typeOf('.wasm') } },
  { pattern: '/*.webmanifest', headers: { 'Content-Type': typeOf('.webmanifest') } },
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

/** The headers the rules give a URL path (decoded, without its query). */
export function headersFor(pathname: string, rules: readonly HeaderRule[] = HEADER_RULES): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (patternMatches(rule.pattern, pathname)) {
      Object.assign(headers, rule.headers);
    }
  }
  return headers;
}

/** Headers that two or more rules set for this path (each should come from one rule only). */
export function headersSetTwice(pathname: string, rules: readonly HeaderRule[] = HEADER_RULES): string[] {
  const setters = new Map<string, number>();
  for (const rule of rules.filter((candidate) => patternMatches(candidate.pattern, pathname))) {
    for (const name of Object.keys(rule.headers)) {
      setters.set(name, (setters.get(name) ?? 0) + 1);
    }
  }
  return [...setters].filter(([, count]) => count > 1).map(([name]) => name);
}

/** The `_headers` file: one block per rule. */
export function headersFileText(rules: readonly HeaderRule[] = HEADER_RULES): string {
  const blocks = rules.map((rule) => [rule.pattern, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'));
  return `# Written by the build from scripts/deploy/headers.ts (Netlify and Cloudflare Pages read it; see docs/deploy.md).\n\n${blocks.join('\n\n')}\n`;
}
