/**
 * The page records, as getStaticProps reads them (build-time only). In a build they come from
 * `.build/pages/`, checked against the manifest the compiler wrote last (a record that is not
 * the one the manifest names is stale: the build stops). Under `npm run dev` they come from the
 * dev compile server (scripts/dev.ts), which recompiles a page whose sources changed before
 * answering, so the open page always shows what data/ holds.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { RECORD_FORMAT, RECORDS_MANIFEST, recordFileOf, type PageRecord, type RecordsManifest } from '../record';

/** Set by `npm run dev` for the Next.js dev server: where the dev compile server listens. */
export const COMPILE_SERVER_ENV = 'DOCS_COMPILE_SERVER';

/** The manifest last read (a build's static generation reads it once per worker), by file and modification time. */
let manifest: { file: string; modified: number; keys: Map<string, string> } | null = null;

function manifestKeys(root: string): Map<string, string> {
  const file = path.join(root, RECORDS_MANIFEST);
  if (!existsSync(file)) {
    throw new Error(`${RECORDS_MANIFEST} is missing: run npm run build (or npm run build -- --only content).`);
  }
  const modified = statSync(file).mtimeMs;
  if (manifest?.file === file && manifest.modified === modified) {
    return manifest.keys;
  }
  const read = JSON.parse(readFileSync(file, 'utf8')) as RecordsManifest;
  if (read.format !== RECORD_FORMAT) {
    throw new Error(`${RECORDS_MANIFEST} is from another version of the compiler: run npm run build -- --only content.`);
  }
  manifest = { file, modified, keys: new Map(read.pages.map((page) => [page.pathname, page.key])) };
  return manifest.keys;
}

/** The record of the page at `pathname` from disk, or null when the nav has no such page. */
export function readRecordFromDisk(pathname: string, root = process.cwd()): PageRecord | null {
  const key = manifestKeys(root).get(pathname);
  if (key === undefined) {
    return null;
  }
  const file = path.join(root, recordFileOf(pathname));
  const record = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PageRecord) : null;
  if (!record || record.key !== key) {
    throw new Error(`${recordFileOf(pathname)} is not the record the manifest names (it failed to compile, or the compile was interrupted): run npm run build -- --only content.`);
  }
  return record;
}

/** The record of the page at `pathname`, or null when there is no such page. */
export async function loadPageRecord(pathname: string): Promise<PageRecord | null> {
  const server = process.env[COMPILE_SERVER_ENV];
  if (!server) {
    return readRecordFromDisk(pathname);
  }
  const response = await fetch(`${server}/record?pathname=${encodeURIComponent(pathname)}`);
  if (response.status === 404) {
    return null;
  }
  if (!response.ok) {
    // A compile error: shown by Next.js's error overlay with the file and line.
    throw new Error(await response.text());
  }
  return (await response.json()) as PageRecord;
}

/** Every page's record in the manifest's order (nav order): what the export's later steps and the checks read. */
export function readAllRecords(root = process.cwd()): PageRecord[] {
  return [...manifestKeys(root).keys()].map((pathname) => readRecordFromDisk(pathname, root) as PageRecord);
}
