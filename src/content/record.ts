/**
 * The page record: what the content compiler (scripts/compiler/) makes of one docs page, once
 * per build, and what every consumer reads (getStaticProps, the markdown twins and llms files,
 * the search index, the content report, the code-block and link checks, the sitemap…). One JSON
 * file per page under RECORDS_DIR, git-ignored. Types only, and the paths: browser code may
 * import the types.
 */
import type { FirstScreen } from './shared/firstScreen';
import type { Language } from '@/src/config/site';
import type { PageMeta } from './frontMatter';
import type { RecordIsland } from '@/src/islands/definitions';
import type { TocEntry } from './types';

/** Where the compiler writes the records (under the project root). */
export const RECORDS_DIR = '.build/pages';

/** The list of every record with its key, written last by a full compile. */
export const RECORDS_MANIFEST = `${RECORDS_DIR}/manifest.json`;

/** Bumped when the record's shape changes: an older record never passes for current. */
export const RECORD_FORMAT = 3;

/** The record file of a page: `/x/react-data-grid/sorting` → `.build/pages/x/react-data-grid/sorting.json`. */
export function recordFileOf(pathname: string): string {
  return `${RECORDS_DIR}${pathname}.json`;
}

/** What a page's markdown holds, for the content report. */
export interface PageStats {
  /** Words of prose: front matter, code, directives and markup left out. */
  words: number;
  /** Live demos (`::demo`). */
  demos: number;
  /** Fenced code blocks. */
  codeBlocks: number;
}

/** A ```ts or ```tsx block, for the code-block type check. */
export interface CodeBlock {
  lang: 'ts' | 'tsx';
  /** The line of the opening fence (1-based) in the markdown file. */
  line: number;
  code: string;
  /** The fence's meta says `fragment`: not meant to compile on its own. */
  fragment: boolean;
}

/** A link the page's content makes, as the reader's browser sees it. */
export interface OutgoingLink {
  href: string;
  /** The markdown line it was written on (0 for generated links: API tables, appendices). */
  line: number;
}

/** One part of the page a search can land on: the page's top, a section, or an API member. */
export interface SearchSection {
  /** The anchor (empty for the page's top). */
  anchor: string;
  /** The heading, or the member's name. */
  title: string;
  kind: 'page' | 'section' | 'member';
  /** The section's own text, spaces collapsed, code blocks left out. */
  text: string;
}

/** A page as one language shows it. */
export interface LanguageRecord {
  /** The markdown file it was made from (`data/api/components.ts` for generated API pages). */
  source: string;
  /** False when this language shows the English text (no translation yet). */
  translated: boolean;
  meta: PageMeta;
  toc: TocEntry[];
  /** The rendered body, API sections included, links in this language. */
  html: string;
  /** Interactive parts of the body, with the demos' sources. */
  islands: RecordIsland[];
  /** The markdown twin (`/x/…/sorting.md`): the page as markdown, demos as source. */
  twin: string;
  search: SearchSection[];
  links: OutgoingLink[];
  /** Every `id` in the body: what `#anchor` links to this page may name. */
  anchors: string[];
  /** Where the body's first screen ends in `html` (src/content/shared/firstScreen.ts); null: draw it whole. */
  firstScreen: FirstScreen | null;
}

export interface PageRecord {
  format: typeof RECORD_FORMAT;
  /** The hash this record was compiled from (scripts/compiler/cache.ts). */
  key: string;
  /** The nav pathname, without language or trailing slash (`/x/react-data-grid/sorting`). */
  pathname: string;
  kind: 'guide' | 'api';
  /** When the page's sources last changed (ISO date, from git), or null when history is missing. */
  lastModified: string | null;
  /** Words, demos and code blocks of the English markdown. */
  stats: PageStats;
  /** The TypeScript code blocks of every markdown file of the page, by file. */
  codeBlocks: Record<string, CodeBlock[]>;
  languages: Record<Language, LanguageRecord>;
}

/** One line of the manifest. */
export interface ManifestEntry {
  pathname: string;
  key: string;
}

export interface RecordsManifest {
  format: typeof RECORD_FORMAT;
  /** A hash of every page's key: changes whenever any page does. */
  version: string;
  pages: ManifestEntry[];
}
