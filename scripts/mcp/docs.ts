/**
 * The built docs as the MCP server holds them in memory: per page and language its title,
 * description, markdown twin and demos' sources, the search sections, the nav tree, the API
 * data and the installed packages, and a search index per language. No page's HTML: it is
 * read once, for where each demo sits, then dropped.
 */
import type { Plan } from '@/src/config/plans';
import type { Language } from '@/src/config/site';
import type { ApiPageData, ApiUsage } from '@/src/content/shared/apiData';
import type { NavEntry, NavPageEntry } from '@/src/navigation/types';
import type { CodeStyling } from '@/src/preferences/values';
import type { PackageVersions } from './packages';
import type { SearchIndex } from './rank';

/** Plans as agents name them: the licenses, MIT (the free packages) first. */
export const LICENSES = ['mit', 'pro', 'premium'] as const satisfies readonly ('mit' | Plan)[];
export type License = (typeof LICENSES)[number];

export function licenseOf(plan: Plan | null | undefined): License {
  return plan ?? 'mit';
}

export interface DemoCode {
  ts: string;
  js: string;
}

export interface DocsDemo {
  /** The name readers see (`MultiColumnSort`). */
  name: string;
  /** The heading it sits under, or null before the first heading. */
  section: { anchor: string; title: string } | null;
  /** The main source (MUI System) and the other stylings the demo comes in. */
  code: { system: DemoCode } & Partial<Record<CodeStyling, DemoCode>>;
}

export interface DocsPageLanguage {
  title: string;
  description: string;
  /** False when this language shows the English text. */
  translated: boolean;
  twin: string;
  demos: DocsDemo[];
}

export interface DocsPage {
  pathname: string;
  kind: 'guide' | 'api';
  /** The product's slug (`data-grid`), or `general`. */
  product: string;
  /** The plan the nav marks the page with. */
  plan: Plan | null;
  lastModified: string | null;
  languages: Record<Language, DocsPageLanguage>;
  /** The API entry a generated API page documents. */
  api?: ApiPageData;
}

/** A page's place in the nav. */
export interface NavPlace {
  entry: NavPageEntry;
  /** Its plan, else the plan of the nearest group around it that has one (the Date Range components are all Pro). */
  plan: Plan | null;
  /** The titles of the groups and subheaders around it, outermost first. */
  trail: string[];
}

/** One search document: a page's top, a section or an API member. */
export interface DocsSection {
  /** Its page, as an index into `Docs.pages`. */
  page: number;
  anchor: string;
  kind: 'page' | 'section' | 'member';
  title: string;
  text: string;
  plan: Plan | null;
  /** Pages that show the very same member (DataGridPro and DataGridPremium repeat DataGrid's props), by index. */
  alsoOn: number[];
}

export interface LanguageSearch {
  sections: DocsSection[];
  index: SearchIndex;
}

export interface Docs {
  /** The checkout the docs were read from. */
  root: string;
  /** The records' manifest version (changes with any page). */
  version: string;
  /** In nav order. */
  pages: DocsPage[];
  byPathname: Map<string, DocsPage>;
  nav: readonly NavEntry[];
  /** Every page entry of the nav, by pathname. */
  navPages: Map<string, NavPlace>;
  api: ApiPageData[];
  apiUsage: ApiUsage;
  packages: PackageVersions;
  search: Record<Language, LanguageSearch>;
}
