/**
 * The compile cache: a page's record is reused only when it was compiled from the same inputs.
 * A page's key hashes its own files (its markdown, its translation, the demo files beside it)
 * with the compiler's fingerprint: every project module the page compile loads (read from the
 * import graph of COMPILER_ENTRY), the generated data it reads (the API data) and the lockfile
 * (the packages' versions). Records are written whole or not at all: a compile interrupted
 * half-way leaves the previous record, whose key no longer matches.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RECORD_FORMAT, recordFileOf, type PageRecord } from '@/src/content/record';
import { API_INPUT_FILES } from './api/data';
import { moduleGraph } from './graph';

/** The module that compiles one page: what it loads decides the output. */
export const COMPILER_ENTRY = fileURLToPath(new URL('./compilePage.ts', import.meta.url));

/** The checkout the compiler runs from (its modules, the lockfile, the generated API data). */
export const PROJECT_ROOT = path.resolve(path.dirname(COMPILER_ENTRY), '../..');

function hashFiles(root: string, files: readonly string[], seed: string): string {
  const hash = createHash('sha256').update(seed);
  for (const file of files) {
    const absolute = path.join(root, file);
    hash.update(`\0${file}\0`).update(existsSync(absolute) ? readFileSync(absolute) : 'missing');
  }
  return hash.digest('hex').slice(0, 20);
}

/** The files behind the compiler's fingerprint (from PROJECT_ROOT): its modules, the generated data it reads, the lockfile. */
export function compilerInputs(projectRoot = PROJECT_ROOT, entry = COMPILER_ENTRY): string[] {
  return [...moduleGraph(projectRoot, [entry]), ...API_INPUT_FILES, 'package-lock.json'];
}

/** A hash of everything every page's compile depends on (computed once per build). */
export function compilerFingerprint(projectRoot = PROJECT_ROOT, entry = COMPILER_ENTRY): string {
  return hashFiles(projectRoot, compilerInputs(projectRoot, entry), `record-format-${RECORD_FORMAT}`);
}

/** The files of a markdown page: its markdown files and every demo file beside them, sorted. */
export function pageFiles(root: string, markdownFiles: readonly string[]): string[] {
  const files = new Set(markdownFiles);
  for (const folder of new Set(markdownFiles.map((file) => path.posix.dirname(file)))) {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      if (entry.isFile() && entry.name.endsWith('.tsx')) {
        files.add(`${folder}/${entry.name}`);
      }
    }
  }
  return [...files].sort();
}

/** A page's key: the compiler's fingerprint, the page and its files' contents. */
export function pageKey(root: string, fingerprint: string, pathname: string, files: readonly string[]): string {
  return hashFiles(root, files, `${fingerprint}\0${pathname}`);
}

/** The page's record if it was compiled from `key`; null when missing, unreadable or stale. */
export function currentRecord(root: string, pathname: string, key: string): PageRecord | null {
  const file = path.join(root, recordFileOf(pathname));
  if (!existsSync(file)) {
    return null;
  }
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as PageRecord;
    return record.format === RECORD_FORMAT && record.key === key ? record : null;
  } catch {
    return null;
  }
}

/**
 * Writes a record whole: to a temporary file first, then renamed over the old one (a rename is
 * atomic on one file system), so a reader or an interrupted compile never sees half a record.
 * `write` is the file writer (tests interrupt it).
 */
export function writeRecord(root: string, record: PageRecord, write: (file: string, text: string) => void = writeFileSync): void {
  const file = path.join(root, recordFileOf(record.pathname));
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    write(temporary, JSON.stringify(record));
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** Removes a page's record (it no longer compiles: the build must not show an old version). */
export function removeRecord(root: string, pathname: string): void {
  rmSync(path.join(root, recordFileOf(pathname)), { force: true });
}
