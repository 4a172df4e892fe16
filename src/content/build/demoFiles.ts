/**
 * Build time: a demo as a page's data carries it, and the files of its other versions. The page
 * record holds every source of a demo (scripts/compiler/demos.ts); the page's HTML shows its
 * TypeScript source; the JavaScript version and each styling variant go to a file of their own
 * under DEMO_FILES_DIR, named by a hash of what it holds (immutable: cached for good, kept by a
 * deploy that carries the previous build's static files), and fetched when a reader asks for
 * that version.
 */
import { DEMO_PREVIEW_LINES } from '@/src/demos/layout';
import { hashedUrl } from './hashedUrl';
import type { DemoData, DemoJsFile, DemoRecord, DemoSource, DemoTsFile, IslandInstance, RecordIsland } from '@/src/islands/definitions';
import type { StylingVariant } from '@/src/preferences/values';

/** Where the demos' files go in the export (under Next.js's hashed static files). */
export const DEMO_FILES_DIR = '/_next/static/demos';

export interface DemoFile {
  /** The URL path (`/_next/static/demos/<hash>.json`). */
  url: string;
  text: string;
}

function fileOf(content: DemoJsFile | DemoTsFile | DemoSource): DemoFile {
  const text = JSON.stringify(content);
  return { url: hashedUrl(DEMO_FILES_DIR, text, 'json'), text };
}

/** A recorded demo's data for the page, and the files it names. */
export function demoForPage(record: DemoRecord): { data: DemoData; files: DemoFile[] } {
  const js = fileOf({ jsSource: record.jsSource, jsHtml: record.jsHtml });
  const lines = record.tsSource.trimEnd().split('\n').length;
  // The page's HTML colours a long source's first lines only (scripts/compiler/plainTail.ts).
  const ts = lines > DEMO_PREVIEW_LINES ? fileOf({ tsSource: record.tsSource, tsHtml: record.tsHtml }) : undefined;
  const variants = Object.entries(record.variants).map(([variant, source]) => [variant as StylingVariant, fileOf(source)] as const);
  return {
    data: {
      demo: record.demo,
      name: record.name,
      height: record.height,
      lines,
      imports: record.imports,
      files: { js: js.url, ...(ts ? { ts: ts.url } : {}), variants: Object.fromEntries(variants.map(([variant, file]) => [variant, file.url])) },
    },
    files: [js, ...(ts ? [ts] : []), ...variants.map(([, file]) => file)],
  };
}

/** A page's islands as its data carries them. */
export function islandsForPage(islands: readonly RecordIsland[]): IslandInstance[] {
  return islands.map(({ demo, ...island }) => (demo ? { ...island, demo: demoForPage(demo).data } : island));
}
