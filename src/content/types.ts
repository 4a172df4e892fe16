import type { Language } from '@/src/config/site';
import type { LastUpdatedDay } from '@/src/i18n/dates';
import type { LanguagePack } from '@/src/i18n/languagePacks';
import type { PageMeta } from './frontMatter';
import type { FirstScreen } from './shared/firstScreen';
import type { IslandInstance } from '@/src/islands/definitions';

/** An entry of a page's table of contents: a heading, or a row of an API table. */
export interface TocEntry {
  /** The id of the element it links to. */
  id: string;
  text: string;
  children: TocEntry[];
  /**
   * Its children are the anchored rows (`tr[id]`, each id `<kind>-<text>`) of the section its
   * heading opens: an API table's props, slots, classes, members or events. The server's table
   * of contents does not list them (they show only while their section is read, which the
   * browser's scroll-spy decides), nor does an exported document's `__NEXT_DATA__`: the browser
   * reads them from the content (src/navigation/tocRows.ts, scripts/build/contentOnce.ts).
   */
  rows?: true;
}

/** One step of a page's breadcrumb trail: its label and the page it leads to (a nav pathname, no language). */
export interface Crumb {
  name: string;
  pathname: string;
}

/** The props of a docs page: everything is computed at build time, the content as HTML. */
export interface MarkdownPageProps {
  /** The page's pathname in the nav tree, e.g. `/x/react-data-grid/sorting`. */
  pathname: string;
  language: Language;
  /** False when a Chinese route shows the English text (no translation yet). */
  translated: boolean;
  meta: PageMeta;
  toc: TocEntry[];
  sourcePath: string;
  html: string;
  /**
   * Where the body's first screen ends in `html`: a client-side page change draws the body up
   * to there first and the rest a frame later (src/content/useContentHtml.ts); null: whole.
   */
  firstScreen: FirstScreen | null;
  /**
   * In the page data of a long page: the URL of the body's rest (src/content/bodyRest.ts), and
   * `html` holds its first screen only. Absent in the build's props and the exported documents.
   */
  rest?: string;
  islands: IslandInstance[];
  /** When the page's sources last changed (ISO date, from git), or null when unknown: the JSON-LD's dateModified. */
  lastModified: string | null;
  /** The "Last updated" line of a guide page, written at build time for its language; null for API pages and when unknown. */
  lastUpdated: LastUpdatedDay | null;
  /** Product › group › page in the page's language, made from the whole nav at build time (src/layout/seo/breadcrumbs.ts). */
  breadcrumbs: Crumb[];
  /** Interface strings of a language other than English (null in English). */
  languagePack: LanguagePack | null;
}
