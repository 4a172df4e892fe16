/**
 * What a static host reads from the export is in place (`OUT_DIR`, default `out`):
 * - `_headers`, exactly the rules of scripts/deploy/headers.ts;
 * - a Content-Type for every kind of file the export holds (CONTENT_TYPES), so neither
 *   `npm run serve` nor `_headers` leaves one to a host's guess;
 * - no file of the export (nor a page's folder URL) gets a header from two rules, which hosts
 *   would join or choose between;
 * - the root 404.html carries the other languages' not-found pages (scripts/build/notFoundLanguages.ts).
 * Names each problem and exits 1.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/src/config/site';
import { CONTENT_TYPES, headersFileText, headersSetTwice } from '../deploy/headers';

const out = path.resolve(process.env.OUT_DIR ?? 'out');
const where = (file: string) => path.relative(process.cwd(), path.join(out, file));
const problems: string[] = [];

const headers = path.join(out, '_headers');
if (!existsSync(headers)) {
  problems.push(`${where('_headers')}: missing (written by scripts/build/notFoundPages.ts after next build).`);
} else if (readFileSync(headers, 'utf8') !== headersFileText()) {
  problems.push(`${where('_headers')}: not the rules of scripts/deploy/headers.ts: rebuild.`);
}

const untyped = new Map<string, string>();
const twice = new Map<string, string>();
for (const entry of readdirSync(out, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || entry.name === '_headers' || entry.name.startsWith('.')) continue;
  const file = path.relative(out, path.join(entry.parentPath, entry.name));
  const extension = path.extname(entry.name).toLowerCase() || '(none)';
  if (!CONTENT_TYPES[extension] && !untyped.has(extension)) {
    untyped.set(extension, file);
  }
  const urlPath = `/${file.split(path.sep).join('/')}`;
  for (const pathname of [urlPath, urlPath.replace(/(^|\/)index\.html$/, '$1')]) {
    for (const name of headersSetTwice(pathname)) {
      twice.set(`${name} ${pathname}`, `${where(file)}: ${pathname} gets ${name} from two rules of scripts/deploy/headers.ts.`);
    }
  }
}
problems.push(...twice.values());
for (const [extension, example] of untyped) {
  problems.push(`${where(example)}: no Content-Type for ${extension} files: add it to CONTENT_TYPES in scripts/deploy/headers.ts.`);
}

const rootNotFound = readFileSync(path.join(out, '404.html'), 'utf8');
for (const language of LANGUAGES.filter((candidate) => candidate !== DEFAULT_LANGUAGE)) {
  if (!rootNotFound.includes(`<template id="not-found-${language}">`)) {
    problems.push(`${where('404.html')}: does not carry the ${language} not-found page for hosts that serve only the root 404.html.`);
  }
}

for (const problem of problems) {
  console.error(problem);
}
if (problems.length > 0) {
  process.exit(1);
}
console.log(`Host files of ${path.relative(process.cwd(), out) || '.'}/: _headers, a Content-Type for every kind of file, the root 404.html in every language.`);
